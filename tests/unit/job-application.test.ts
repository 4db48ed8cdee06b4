import { describe, expect, it } from "vitest";
import {
  applicationFieldErrors,
  AVAILABILITY_OPTIONS,
  EXPERIENCE_OPTIONS,
  jobApplicationSchema,
  RESUME_MAX_BYTES,
  resumeProblem,
} from "../../src/lib/jobs/job-application.ts";

const good = {
  jobId: "7",
  firstName: " Asha ",
  lastName: "Verma",
  email: "asha@example.in",
  phone: "+91-9811045678",
  location: "Pune",
  experience: "1-3",
  education: "B.Tech",
  coverLetter: "I would like to join.",
};

const errorsOf = (input: unknown) => {
  const result = jobApplicationSchema.safeParse(input);
  return result.success ? {} : applicationFieldErrors(result.error.issues);
};

describe("jobApplicationSchema", () => {
  it("accepts the required fields alone, trims them and defaults the optional ones to empty", () => {
    expect(jobApplicationSchema.parse(good)).toEqual({
      ...good,
      firstName: "Asha",
      portfolio: "",
      linkedin: "",
      expectedSalary: "",
      availability: "",
      additionalInfo: "",
    });
  });

  it("has the spec's options, in its order", () => {
    expect(EXPERIENCE_OPTIONS.map((option) => option.value)).toEqual([
      "0-1",
      "1-3",
      "3-5",
      "5-10",
      "10+",
    ]);
    expect(AVAILABILITY_OPTIONS.map((option) => option.value)).toEqual([
      "immediate",
      "2-weeks",
      "1-month",
      "2-months",
      "flexible",
    ]);
  });

  it("names every missing required field with its message", () => {
    expect(errorsOf({})).toEqual({
      jobId: "Please choose a position to apply for",
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Email is required",
      phone: "Phone is required",
      location: "Location is required",
      experience: "Experience is required",
      education: "Education is required",
      coverLetter: "Cover letter is required",
    });
  });

  it.each([
    ["email", "asha@example", "Email is invalid"],
    ["email", "asha@@example.in", "Email is invalid"],
    ["email", `${"a".repeat(250)}@example.in`, "Email is invalid"],
    ["experience", "   ", "Experience is required"],
    ["experience", "20+", "Please choose your experience from the list"],
    ["availability", "someday", "Please choose your availability from the list"],
    [
      "portfolio",
      "ftp://files.example.in",
      "Portfolio must be a link starting with http:// or https://",
    ],
    [
      "linkedin",
      "javascript:alert(1)",
      "LinkedIn must be a link starting with http:// or https://",
    ],
    ["firstName", "A".repeat(101), "Please keep this under 100 characters"],
    ["jobId", "0", "Please choose a position to apply for"],
  ])("%s = %j → %j", (field, value, message) => {
    expect(errorsOf({ ...good, [field]: value })).toEqual({ [field]: message });
  });

  it("accepts http and https links", () => {
    expect(
      errorsOf({
        ...good,
        portfolio: "http://asha.example.in",
        linkedin: "https://linkedin.com/in/a",
      }),
    ).toEqual({});
  });
});

describe("resumeProblem", () => {
  it.each([
    [null, "Resume is required"],
    [{ name: "cv.pdf", size: 0 }, "Resume is required"],
    [{ name: "cv.txt", size: 100 }, "Please upload a PDF or Word document"],
    [{ name: "cv", size: 100 }, "Please upload a PDF or Word document"],
    [{ name: "cv.pdf", size: RESUME_MAX_BYTES }, "File size must be less than 5MB"],
    [{ name: "cv.PDF", size: RESUME_MAX_BYTES - 1 }, undefined],
    [{ name: "cv.doc", size: 2048 }, undefined],
    [{ name: "my.cv.docx", size: 2048 }, undefined],
  ])("%j → %j", (file, expected) => {
    expect(resumeProblem(file)).toBe(expected);
  });
});
