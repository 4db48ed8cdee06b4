// What /api/tracking/* and /api/cookie-acceptance accept (document 1 §3, §7): every field bounded,
// every action from a fixed list, unknown fields refused. The server parses with these; the
// browser only imports the types, so full zod never reaches its bundle.
import { z } from "zod";
import { MAX_EVENTS_PER_REQUEST, TRACKING_ACTIONS } from "./tracking-limits.ts";

const text = (max: number) => z.string().max(max, `Please keep this under ${max} characters`);
const pageUrl = z
  .url({ protocol: /^https?$/, error: "Must be a web address" })
  .max(2048, "Please keep this under 2048 characters");
const isoTime = z.iso.datetime({ offset: true, error: "Must be a date and time (ISO 8601)" });
const whole = (min: number, max: number) =>
  z
    .int(`Must be a whole number`)
    .min(min, `Must be ${min} or more`)
    .max(max, `Must be ${max} or less`);

// What every event carries besides its action and data (document 1 §3).
const eventContext = {
  timestamp: isoTime,
  userAgent: text(1000).optional(),
  url: pageUrl.optional(),
  pageTitle: text(500).optional(),
};

const eventSchemas = [
  z.strictObject({
    action: z.literal("page_view"),
    data: z.strictObject({ referrer: text(2048).optional() }),
    ...eventContext,
  }),
  z.strictObject({
    action: z.literal("click"),
    data: z.strictObject({
      element: z.enum(["a", "button"]),
      text: text(200),
      href: text(2048).optional(),
      id: text(100).optional(),
    }),
    ...eventContext,
  }),
  z.strictObject({
    action: z.literal("scroll"),
    data: z.strictObject({ depth: whole(0, 100) }),
    ...eventContext,
  }),
  z.strictObject({
    action: z.literal("consent_given"),
    data: z.strictObject({
      performance: z.boolean(),
      functional: z.boolean(),
      targeting: z.boolean(),
    }),
    ...eventContext,
  }),
] as const;

/** One interaction event (document 1 §3: action, data, timestamp, userAgent, url, pageTitle). */
export const interactionEventSchema = z.discriminatedUnion("action", eventSchemas, {
  error: `action must be one of ${TRACKING_ACTIONS.join(", ")}`,
});

/** One interaction event. */
export type InteractionEvent = z.infer<typeof interactionEventSchema>;

const batchSchema = z.strictObject({
  events: z
    .array(interactionEventSchema)
    .min(1, "Send at least one event")
    .max(MAX_EVENTS_PER_REQUEST, `Send at most ${MAX_EVENTS_PER_REQUEST} events at a time`),
});

/** The events of a POST /api/tracking/interaction body: one event, or { events: [...] }. */
export function parseInteractionBody(body: unknown): InteractionEvent[] {
  const isBatch = typeof body === "object" && body !== null && "events" in body;
  return isBatch ? batchSchema.parse(body).events : [interactionEventSchema.parse(body)];
}

// The site never learns who a visitor is; the old client sent these fields as the word anonymous.
const anonymous = z
  .literal("anonymous", { error: "Identity fields may only be the word anonymous" })
  .optional();

/** POST /api/tracking/send-summary (document 1 §7); timeSpent in whole seconds. */
export const pageSummarySchema = z.strictObject({
  userName: anonymous,
  mobile: anonymous,
  email: anonymous,
  pageUrl,
  timeSpent: whole(0, 86_400),
  interactionsCount: whole(0, 100_000),
});

/** A page-leave summary. */
export type PageSummary = z.infer<typeof pageSummarySchema>;

const place = text(100).optional();

/** The detected visitor data with the browser and device facts (document 1 §3). */
export const visitorDataSchema = z.strictObject({
  detectedCountry: place,
  detectedCity: place,
  detectedRegion: place,
  country: place,
  city: place,
  region: place,
  countryCode: text(3).optional(),
  timezone: text(64).optional(),
  language: text(35).optional(),
  userAgent: text(1000).optional(),
  // Accepted so an old client is not refused, but never stored (see the cookie-acceptance function).
  ipAddress: text(45).optional(),
  timestamp: isoTime.optional(),
  isGeolocationEnabled: z.boolean().optional(),
  error: text(500).optional(),
  languages: z.array(text(35)).max(20, "Send at most 20 languages").optional(),
  platform: text(100).optional(),
  cookieEnabled: z.boolean().optional(),
  onLine: z.boolean().optional(),
  screenResolution: text(20).optional(),
  colorDepth: whole(0, 64).optional(),
  pixelDepth: whole(0, 64).optional(),
  viewportSize: text(20).optional(),
  timezoneOffset: whole(-1440, 1440).optional(),
  currentTime: isoTime.optional(),
  pageUrl: pageUrl.optional(),
  pageTitle: text(500).optional(),
  referrer: text(2048).optional(),
  connectionType: text(20).optional(),
  downlink: z.number().min(0).max(100_000).optional(),
  deviceMemory: z.number().min(0).max(1024).optional(),
  hardwareConcurrency: whole(0, 1024).optional(),
  sessionStartTime: isoTime.optional(),
  cookieAcceptanceTime: isoTime.optional(),
  browserName: z.enum(["Chrome", "Firefox", "Safari", "Edge", "Unknown"]).optional(),
  operatingSystem: z.enum(["Windows", "macOS", "Linux", "Android", "iOS", "Unknown"]).optional(),
  isMobile: z.boolean().optional(),
  isTablet: z.boolean().optional(),
  isDesktop: z.boolean().optional(),
});

/** The visitor data a consenting browser reports. */
export type VisitorData = z.infer<typeof visitorDataSchema>;

/** POST /api/cookie-acceptance (document 1 §7): the decision, the visitor data and when. */
export const cookieAcceptanceSchema = z.strictObject({
  action: z.enum(["cookie_accepted", "preferences_saved"], {
    error: "action must be cookie_accepted or preferences_saved",
  }),
  // Sent only with performance consent: the decision alone is recorded otherwise.
  userData: visitorDataSchema.optional(),
  timestamp: isoTime,
});

/** A cookie-acceptance body. */
export type CookieAcceptance = z.infer<typeof cookieAcceptanceSchema>;
