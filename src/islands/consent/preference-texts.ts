// The Privacy Preference Centre's tabs (document 1 §2, §9): for each, its description, the data
// collected, the purpose and the retention (performance up to 24 months, functional up to 12
// months, targeting up to 36 months). The spec shows the titles and retentions only; the rest is
// ours, kept in line with the cookie policy page.
import type { ConsentCategory } from "../../lib/consent/consent-record.ts";

/** One tab: `category` is the toggle it carries (none for Your Privacy). */
export interface PreferenceTab {
  id: string;
  label: string;
  category: ConsentCategory | null;
  description: string;
  dataCollected: string;
  purpose: string;
  retention: string;
}

/** The five tabs in the spec's order. */
export const PREFERENCE_TABS: readonly PreferenceTab[] = [
  {
    id: "your-privacy",
    label: "Your Privacy",
    category: null,
    description:
      "When you visit our website, it may store or read information in your browser, mostly in the form of cookies. This information might be about you, your preferences or your device, and is mostly used to make the site work as you expect. It does not usually identify you directly. You can choose not to allow some types of cookies: open each category to learn more and change your settings. Blocking some types of cookies may affect your experience of the site.",
    dataCollected:
      "Your cookie choices; and, only in the categories you allow, the information described in each category.",
    purpose:
      "To respect your choices and, where you allow it, to improve our website and services.",
    retention: "Your choice is kept for 1 year; after that we ask you again.",
  },
  {
    id: "strictly-necessary",
    label: "Strictly Necessary",
    category: "essential",
    description:
      "These cookies are needed for the website to work and cannot be switched off. They are set only in response to your own actions, such as setting your privacy preferences or filling in forms. You can set your browser to block them, but parts of the site will then not work.",
    dataCollected:
      "Your cookie choice (cookieConsent), a session identifier (sessionId), a form security token (csrfToken) and your site settings (userPreferences).",
    purpose:
      "To remember your cookie choice, keep forms secure and keep your settings while you browse.",
    retention:
      "Session cookies end when you close your browser; your cookie choice is kept for 1 year.",
  },
  {
    id: "performance",
    label: "Performance",
    category: "performance",
    description:
      "These cookies let us count visits and see how visitors use the site, so we can measure and improve its performance. They show us which pages are the most and least popular and how visitors move around the site. If you do not allow them, we will not know when you have visited our site.",
    dataCollected:
      "A random visitor identifier; the pages you visit and their titles; the links and buttons you click; how far you scroll and how long you stay; your browser, operating system, device type, screen and window size, language and time zone; your approximate location (country, region and city) and the network part of your IP address, never the full address.",
    purpose: "To understand how our website is used and to improve it.",
    retention: "Up to 24 months.",
  },
  {
    id: "functional",
    label: "Functional",
    category: "functional",
    description:
      "These cookies let the website remember choices you make, such as your language and location, to give you more relevant content. If you do not allow them, the site will not remember these choices or use your location to offer local services.",
    dataCollected:
      "Your chosen language and location, and a location detected from your device when you allow it.",
    purpose:
      "To show you content for your language and location without asking you again on every visit.",
    retention: "Up to 12 months.",
  },
  {
    id: "targeting",
    label: "Targeting",
    category: "targeting",
    description:
      "These cookies may be set by our advertising partners. They can be used to build a profile of your interests and show you relevant advertisements on other sites. They do not store personal information directly, but identify your browser and device. If you do not allow them, you will see less targeted advertising.",
    dataCollected:
      "Identifiers of your browser and device, the pages you visit on our site, and the advertisements you see and click.",
    purpose: "To measure our advertising and show you advertisements relevant to your interests.",
    retention: "Up to 36 months.",
  },
];
