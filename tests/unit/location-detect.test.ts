// The order in which the visitor's location is found (document 1 §4, §8), the time-zone map and
// the IP services' answers.
import { describe, expect, it, vi } from "vitest";
import { detectLocation, type DetectionSteps } from "../../src/lib/locations/detect-location.ts";
import { readIpResponse, type IpResponse } from "../../src/lib/locations/ip-lookup.ts";
import { DEFAULT_LOCATION, locationLabel, type Place } from "../../src/lib/locations/location.ts";
import { locationOfTimeZone } from "../../src/lib/locations/time-zone.ts";

const place = (city: string, code = "IN", country = "India"): Place => ({
  country: { id: null, name: country, code },
  state: null,
  city: { id: null, name: city },
});
const ipAnswer = (found: Place | null, ip: string | null = "198.51.100.4"): IpResponse => ({
  ip,
  place: found,
  timezone: null,
});

function steps(overrides: Partial<DetectionSteps> = {}): DetectionSteps {
  return {
    hasConsent: () => false,
    stored: () => null,
    server: async () => null,
    ipServices: [],
    timeZone: () => null,
    ...overrides,
  };
}

describe("detectLocation", () => {
  it("reuses a stored location only with consent", async () => {
    const stored = vi.fn(() => place("Pune"));
    const server = async () => place("Mumbai");
    expect(await detectLocation(steps({ hasConsent: () => true, stored, server }))).toMatchObject({
      place: place("Pune"),
      source: "stored",
    });
    stored.mockClear();
    expect(await detectLocation(steps({ stored, server }))).toMatchObject({ source: "server" });
    expect(stored).not.toHaveBeenCalled();
  });

  it("asks the server before any IP service, and no service once the server answered", async () => {
    const service = vi.fn(async () => ipAnswer(place("Chennai")));
    const detection = await detectLocation(
      steps({ server: async () => place("Mumbai"), ipServices: [service] }),
    );
    expect(detection).toEqual({ place: place("Mumbai"), source: "server", ip: null });
    expect(service).not.toHaveBeenCalled();
  });

  it("tries the IP services in order past failures, ip-only answers and unknown countries", async () => {
    const calls: string[] = [];
    const service = (name: string, answer: () => Promise<IpResponse | null>) => async () => {
      calls.push(name);
      return answer();
    };
    const detection = await detectLocation(
      steps({
        server: async () => {
          throw new Error("offline");
        },
        ipServices: [
          service("fails", async () => {
            throw new Error("timeout");
          }),
          service("ip only", async () => ipAnswer(null, "203.0.113.9")),
          service("no country code", async () => ipAnswer(place("Atlantis", ""))),
          service("answers", async () => ipAnswer(place("Kochi"), "192.0.2.1")),
          service("never asked", async () => ipAnswer(place("Agra"))),
        ],
      }),
    );
    expect(calls).toEqual(["fails", "ip only", "no country code", "answers"]);
    expect(detection).toEqual({ place: place("Kochi"), source: "ip", ip: "203.0.113.9" });
  });

  it("falls back to the time zone, then to India / New Delhi", async () => {
    const failing = steps({ ipServices: [async () => null] });
    expect(
      await detectLocation({ ...failing, timeZone: () => locationOfTimeZone("America/Chicago") }),
    ).toMatchObject({ source: "timezone", place: { city: { id: 1, name: "Houston" } } });
    expect(await detectLocation(failing)).toEqual({
      place: DEFAULT_LOCATION,
      source: "default",
      ip: null,
    });
  });

  it("waits for a time zone clue that is fetched, and treats its failure as no clue", async () => {
    const failing = steps({ ipServices: [async () => null] });
    const fetched = async () => locationOfTimeZone("Asia/Dubai");
    expect(await detectLocation({ ...failing, timeZone: fetched })).toMatchObject({
      source: "timezone",
      place: { country: { code: "AE" } },
    });
    const unreachable = async () => {
      throw new Error("chunk failed to load");
    };
    expect(await detectLocation({ ...failing, timeZone: unreachable })).toMatchObject({
      source: "default",
    });
  });
});

describe("locationOfTimeZone", () => {
  it.each([
    ["Asia/Kolkata", "New Delhi, Delhi, India", 101],
    ["Asia/Calcutta", "New Delhi, Delhi, India", 101],
    ["America/New_York", "New York, United States", 237],
    ["Europe/London", "London, England, United Kingdom", 236],
    ["Asia/Dubai", "Dubai, United Arab Emirates", 235],
    ["Asia/Singapore", "Singapore", 200],
  ])("maps %s to %s", (zone, label, countryId) => {
    const found = locationOfTimeZone(zone)!;
    expect(locationLabel(found)).toBe(label);
    expect(found.country.id).toBe(countryId);
  });

  it.each([["Antarctica/Troll"], ["UTC"], [""], [undefined]])("knows nothing of %j", (zone) => {
    expect(locationOfTimeZone(zone)).toBeNull();
  });

  it("maps India to the default location's ids (101, 9, 18)", () => {
    expect(locationOfTimeZone("Asia/Kolkata")).toMatchObject({
      country: { id: 101 },
      state: { id: 9 },
      city: { id: 18 },
    });
  });
});

describe("readIpResponse", () => {
  it.each([
    [
      "ipapi",
      {
        ip: "1.2.3.4",
        city: "Pune",
        region: "Maharashtra",
        country_code: "IN",
        country_name: "India",
        timezone: "Asia/Kolkata",
      },
      { ip: "1.2.3.4", label: "Pune, Maharashtra, India", timezone: "Asia/Kolkata" },
    ],
    [
      "ipwhois",
      {
        success: true,
        ip: "1.2.3.4",
        city: "Chennai",
        region: "Tamil Nadu",
        country: "India",
        country_code: "in",
        timezone: { id: "Asia/Kolkata" },
      },
      { ip: "1.2.3.4", label: "Chennai, Tamil Nadu, India", timezone: "Asia/Kolkata" },
    ],
    ["ipify", { ip: "1.2.3.4" }, { ip: "1.2.3.4", label: null, timezone: null }],
    ["ipapi", { error: true, reason: "RateLimited" }, { ip: null, label: null, timezone: null }],
    [
      "ipwhois",
      { success: false, message: "Reserved range" },
      { ip: null, label: null, timezone: null },
    ],
    [
      "ipapi",
      { ip: "1.2.3.4", country_code: "", country_name: "" },
      { ip: "1.2.3.4", label: null, timezone: null },
    ],
    ["ipapi", "not an object", { ip: null, label: null, timezone: null }],
  ] as const)("reads a %s answer %j", (format, body, expected) => {
    const answer = readIpResponse(format, body);
    expect({
      ip: answer.ip,
      label: answer.place ? locationLabel(answer.place) : null,
      timezone: answer.timezone,
    }).toEqual(expected);
  });
});
