// Gathers the visitor data of document 1 §3 in the browser. Called only after the visitor allowed
// performance cookies; every value is cut to the bounds the server accepts.
import type { VisitorData } from "../../lib/consent/tracking-schemas.ts";
import { browserName, deviceClass, operatingSystem } from "../../lib/consent/user-agent.ts";

// Non-standard navigator fields some browsers offer.
interface NavigatorExtras {
  connection?: { effectiveType?: string; downlink?: number };
  deviceMemory?: number;
}

const cut = (value: string, max: number) => value.slice(0, max);
const iso = (time: number) => new Date(time).toISOString();

function webAddress(href: string): string | undefined {
  return /^https?:/.test(href) && href.length <= 2048 ? href : undefined;
}

function timeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone.slice(0, 64);
  } catch {
    return undefined;
  }
}

/** The visitor data of this browser, page and moment; `acceptedAt` is when consent was given. */
export function collectVisitorData(acceptedAt: number): VisitorData {
  const agent = cut(navigator.userAgent, 1000);
  const extras = navigator as Navigator & NavigatorExtras;
  const touch = navigator.maxTouchPoints ?? 0;
  const now = Date.now();
  return {
    timezone: timeZone(),
    language: cut(navigator.language ?? "", 35),
    languages: (navigator.languages ?? []).slice(0, 20).map((code) => cut(code, 35)),
    userAgent: agent,
    timestamp: iso(now),
    isGeolocationEnabled: "geolocation" in navigator,
    platform: cut(navigator.platform ?? "", 100),
    cookieEnabled: navigator.cookieEnabled,
    onLine: navigator.onLine,
    screenResolution: `${screen.width}x${screen.height}`,
    colorDepth: screen.colorDepth,
    pixelDepth: screen.pixelDepth,
    viewportSize: `${window.innerWidth}x${window.innerHeight}`,
    timezoneOffset: new Date().getTimezoneOffset(),
    currentTime: iso(now),
    pageUrl: webAddress(location.href),
    pageTitle: cut(document.title, 500),
    referrer: cut(document.referrer, 2048),
    connectionType: extras.connection?.effectiveType?.slice(0, 20),
    downlink: extras.connection?.downlink,
    deviceMemory: extras.deviceMemory,
    hardwareConcurrency: navigator.hardwareConcurrency,
    sessionStartTime: iso(Math.round(performance.timeOrigin)),
    cookieAcceptanceTime: iso(acceptedAt),
    browserName: browserName(agent),
    operatingSystem: operatingSystem(agent, touch),
    ...deviceClass(agent, touch),
  };
}
