// Moments as staff read them everywhere in the admin: the date and time in India, where the
// business is, whatever zone the browser is set to (a laptop on UTC or abroad shows the same
// times as the office's).
const INDIA = "Asia/Kolkata";

const dateTime = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: INDIA,
});
const date = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: INDIA });

/** "26 Nov 2026, 4:05 pm" in India's time. */
export const indiaDateTime = (moment: string | Date) => dateTime.format(new Date(moment));

/** "26 Nov 2026", the day in India. */
export const indiaDate = (moment: string | Date) => date.format(new Date(moment));
