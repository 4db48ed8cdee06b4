// What the staff account calls accept (document 3 §5, §7.1), shared by the sign-in screen and
// the auth function so both show the same messages.
import { z } from "zod";
import { isEmailAddress, MAX_EMAIL_LENGTH } from "../email-address.ts";

const MIN_PASSWORD_LENGTH = 10;
// Far above any real password; only stops megabyte "passwords" reaching scrypt.
const MAX_PASSWORD_LENGTH = 1000;

// An empty field is "required", not too short: zod 4 reports every failed check, and each form
// and the API show the first one of a field.
const newPassword = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .min(MIN_PASSWORD_LENGTH, `${label} must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH, `${label} is too long`);

// Optional text: absent leaves it alone, "" or null clears it.
const displayName = z
  .string({ error: "Display name must be text" })
  .trim()
  .max(200, "Display name must be at most 200 characters")
  .nullable()
  .optional()
  .transform((value) => (value === "" ? null : value));

const email = z
  .string({ error: "Email must be text" })
  .trim()
  .max(MAX_EMAIL_LENGTH, "Email is too long")
  .refine((value) => value === "" || isEmailAddress(value), "Enter a valid email address")
  .nullable()
  .optional()
  .transform((value) => (value === "" ? null : value));

/** The two staff roles: admins also manage staff accounts. */
const staffRoleSchema = z.enum(["admin", "staff"], { error: "Role must be admin or staff" });

/** POST /api/auth/login: credentials plus "Remember me for 30 days". */
export const loginSchema = z.object({
  username: z
    .string({ error: "Username is required" })
    .trim()
    .min(1, "Username is required")
    .max(200, "Username is too long"),
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(MAX_PASSWORD_LENGTH, "Password is too long"),
  rememberMe: z.boolean({ error: "Remember me must be true or false" }).default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

/** POST /api/auth/register: an admin creates a staff account. */
export const registerSchema = z.object({
  username: z
    .string({ error: "Username is required" })
    .trim()
    .min(1, "Username is required")
    .min(3, "Username must be 3 to 40 characters")
    .max(40, "Username must be 3 to 40 characters")
    .regex(
      /^[a-zA-Z0-9._-]+$/,
      "Username may contain only letters, digits, dots, underscores and hyphens",
    ),
  password: newPassword("Password"),
  displayName,
  email,
  role: staffRoleSchema.default("staff"),
});
export type RegisterInput = z.input<typeof registerSchema>;

/** POST /api/auth/change-password. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: "Current password is required" })
      .min(1, "Current password is required")
      .max(MAX_PASSWORD_LENGTH, "Current password is incorrect"),
    newPassword: newPassword("New password"),
  })
  .refine((input) => input.newPassword !== input.currentPassword, {
    message: "New password must be different from the current password",
    path: ["newPassword"],
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** PUT /api/auth/profile: the signed-in user's own name and e-mail. */
export const profileSchema = z.object({ displayName, email });
export type ProfileInput = z.input<typeof profileSchema>;

/** PUT /api/auth/users/:id: an admin activates, deactivates or changes the role of an account. */
export const staffAccountUpdateSchema = z.object({
  isActive: z.boolean({ error: "Active must be true or false" }).optional(),
  role: staffRoleSchema.optional(),
});
export type StaffAccountUpdateInput = z.input<typeof staffAccountUpdateSchema>;
