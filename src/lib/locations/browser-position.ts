// The browser's own position (document 1 §4): asked only with the visitor's functional consent,
// waiting at most 5 s and accepting a position up to 60 s old.

/** Options of the position request (document 1 §4). */
const POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 5_000,
  maximumAge: 60_000,
};

/** The message of document 1 §8 for a browser without geolocation. */
const GEOLOCATION_UNSUPPORTED = "Geolocation is not supported by this browser.";

/** A position in degrees. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

// The browser's error codes: 1 permission denied, 2 position unavailable, 3 timeout.
const POSITION_ERRORS: Record<number, string> = {
  1: "Location access was denied. You can choose your location from the lists instead.",
  2: "Your position could not be determined. Please choose your location from the lists.",
  3: "Finding your position took too long. Please try again or choose from the lists.",
};

/** The browser's position; rejects with a message a visitor can read. */
export function getBrowserPosition(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new Error(GEOLOCATION_UNSUPPORTED));
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => reject(new Error(POSITION_ERRORS[error.code] ?? POSITION_ERRORS[2])),
      POSITION_OPTIONS,
    );
  });
}
