// Browser, operating system and device class of the visitor data (document 1 §3).
import { describe, expect, it } from "vitest";
import { browserName, deviceClass, operatingSystem } from "../../src/lib/consent/user-agent.ts";

const AGENTS = {
  chromeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
  edgeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 Edg/156.0.0.0",
  firefoxLinux: "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0",
  safariMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15",
  safariIPhone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
  chromeAndroidPhone:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36",
  chromeAndroidTablet:
    "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
  curl: "curl/8.5.0",
};

describe.each([
  [AGENTS.chromeWindows, 0, "Chrome", "Windows", "desktop"],
  [AGENTS.edgeWindows, 0, "Edge", "Windows", "desktop"],
  [AGENTS.firefoxLinux, 0, "Firefox", "Linux", "desktop"],
  [AGENTS.safariMac, 0, "Safari", "macOS", "desktop"],
  // An iPad on iPadOS 13+ says Macintosh; its touch screen gives it away.
  [AGENTS.safariMac, 5, "Safari", "iOS", "tablet"],
  [AGENTS.safariIPhone, 5, "Safari", "iOS", "mobile"],
  [AGENTS.chromeAndroidPhone, 5, "Chrome", "Android", "mobile"],
  [AGENTS.chromeAndroidTablet, 5, "Chrome", "Android", "tablet"],
  [AGENTS.curl, 0, "Unknown", "Unknown", "desktop"],
])("%s (%i touch points)", (agent, touch, browser, system, device) => {
  it(`is ${browser} on ${system}, a ${device}`, () => {
    expect(browserName(agent)).toBe(browser);
    expect(operatingSystem(agent, touch)).toBe(system);
    expect(deviceClass(agent, touch)).toEqual({
      isMobile: device === "mobile",
      isTablet: device === "tablet",
      isDesktop: device === "desktop",
    });
  });
});
