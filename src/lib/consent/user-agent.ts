// Browser, operating system and device class read from a user agent, as the visitor data of
// document 1 §3 reports them (only the names listed there, else Unknown).

/** Browser names document 1 §3 reports. */
export type BrowserName = "Chrome" | "Firefox" | "Safari" | "Edge" | "Unknown";

/** Operating systems document 1 §3 reports. */
export type OperatingSystem = "Windows" | "macOS" | "Linux" | "Android" | "iOS" | "Unknown";

/** Device class flags; exactly one is true. */
export interface DeviceClass {
  isMobile: boolean;
  isTablet: boolean;
  isDesktop: boolean;
}

// Order matters: Edge's agent also says Chrome and Safari; Chrome's also says Safari.
const BROWSERS: [RegExp, BrowserName][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\bSafari\//, "Safari"],
];

/** The browser's name. */
export function browserName(userAgent: string): BrowserName {
  return BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? "Unknown";
}

// iPads since iPadOS 13 announce themselves as Macs; only touch support gives them away.
const isIPad = (userAgent: string, touchPoints: number) =>
  /\biPad\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && touchPoints > 1);

/** The operating system; `touchPoints` is navigator.maxTouchPoints. */
export function operatingSystem(userAgent: string, touchPoints = 0): OperatingSystem {
  if (/\b(iPhone|iPod)\b/.test(userAgent) || isIPad(userAgent, touchPoints)) return "iOS";
  if (/\bAndroid\b/.test(userAgent)) return "Android";
  if (/\bWindows\b/.test(userAgent)) return "Windows";
  if (/\bMac OS X\b|\bMacintosh\b/.test(userAgent)) return "macOS";
  if (/\bLinux\b|\bCrOS\b/.test(userAgent)) return "Linux";
  return "Unknown";
}

/** Phone, tablet or desktop. */
export function deviceClass(userAgent: string, touchPoints = 0): DeviceClass {
  const isTablet =
    isIPad(userAgent, touchPoints) ||
    /\bTablet\b/i.test(userAgent) ||
    (/\bAndroid\b/.test(userAgent) && !/\bMobile\b/.test(userAgent));
  const isMobile = !isTablet && /Mobi|iPhone|iPod|Android/.test(userAgent);
  return { isMobile, isTablet, isDesktop: !isMobile && !isTablet };
}
