// The office's opening hours: the one place that states them, for the contact page's Call card and
// contact list and the city pages' Business Hours table. Written as document 2 words a city page's
// (Mon-Fri 9:00 AM - 6:00 PM); Saturday mornings and Sunday as the demo data has them.

/** Each day range and its hours, in the week's order. */
export const OPENING_HOURS = [
  ["Mon-Fri", "9:00 AM - 6:00 PM"],
  ["Sat", "9:00 AM - 2:00 PM"],
  ["Sun", "Closed"],
] as const;

/** The open days on one line: "Mon-Fri 9:00 AM - 6:00 PM, Sat 9:00 AM - 2:00 PM". */
export const OPENING_HOURS_LINE = OPENING_HOURS.filter(([, hours]) => hours !== "Closed")
  .map(([days, hours]) => `${days} ${hours}`)
  .join(", ");
