// The four cookie categories of the cookie policy (document 2 §2.11), with how long each is kept.

/** One cookie category: its name, why it is used, retention, and whether consent can refuse it. */
export interface CookieCategory {
  id: string;
  name: string;
  purpose: string;
  retention: string;
  optional: boolean;
  examples?: readonly string[];
}

/** The categories in the order the cookie banner offers them. */
export const COOKIE_CATEGORIES: readonly CookieCategory[] = [
  {
    id: "strictly-necessary",
    name: "Strictly Necessary Cookies",
    purpose:
      "Needed for the website to work: remembering your cookie choice, keeping forms secure and keeping your settings while you browse. They cannot be switched off.",
    retention:
      "Session cookies end when you close your browser; your cookie choice is kept for up to 12 months.",
    optional: false,
    examples: ["cookieConsent", "sessionId", "csrfToken", "userPreferences"],
  },
  {
    id: "performance",
    name: "Performance Cookies",
    purpose:
      "Count visits and show which pages are used most and how visitors move around, so we can improve the site. The information is aggregated.",
    retention: "Kept for up to 24 months.",
    optional: true,
  },
  {
    id: "functional",
    name: "Functional Cookies",
    purpose:
      "Remember choices such as your language and location so the site shows you relevant content.",
    retention: "Kept for up to 12 months.",
    optional: true,
  },
  {
    id: "targeting",
    name: "Targeting Cookies",
    purpose:
      "Set by our advertising partners to show you relevant advertisements on other sites and measure how well they work.",
    retention: "Kept for up to 36 months.",
    optional: true,
  },
];

/** How to manage cookies in each major browser. */
export const BROWSER_INSTRUCTIONS = [
  [
    "Google Chrome",
    "Settings → Privacy and security → Third-party cookies (or Site settings → Cookies and site data).",
  ],
  ["Mozilla Firefox", "Settings → Privacy & Security → Cookies and Site Data → Manage Data."],
  [
    "Safari",
    "Settings (Preferences) → Privacy → Manage Website Data; on iPhone, Settings → Safari → Advanced.",
  ],
  [
    "Microsoft Edge",
    "Settings → Cookies and site permissions → Manage and delete cookies and site data.",
  ],
] as const;
