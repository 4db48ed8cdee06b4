// Limits of the tracking calls the browser needs too, apart from the zod schemas so that the
// consent island on every page does not carry zod.

/** At most this many interaction events in one request. */
export const MAX_EVENTS_PER_REQUEST = 20;

/** The interactions the site records. */
export const TRACKING_ACTIONS = ["page_view", "click", "scroll", "consent_given"] as const;
