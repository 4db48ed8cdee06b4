// The location banner's script (LocationBanner.astro): shows where the visitor is served from
// (chosen, else detected: islands/locations/current-location.ts), follows changes made elsewhere,
// and opens the picker on the button. The picker is a React component fetched with the first
// click (or the pointer or focus reaching the button, so that it opens at once), with React.
import { locationLabel } from "../../lib/locations/location.ts";
import {
  chooseLocation,
  clearChosenLocation,
  watchCurrentLocation,
  type CurrentLocation,
} from "../../islands/locations/current-location.ts";

const loadPicker = () => import("../../islands/locations/location-picker.tsx");

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text: string,
): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  created.className = className;
  created.textContent = text;
  return created;
}

function startBanner(banner: HTMLElement): void {
  const text = banner.querySelector<HTMLElement>(".location-banner__text");
  const button = banner.querySelector<HTMLButtonElement>(".location-banner__button");
  const container = banner.querySelector<HTMLElement>("[data-location-picker]");
  if (!text || !button || !container) return;
  let current: CurrentLocation | null = null;
  let open = false;

  const label = () => (current ? locationLabel(current.place) : "");

  const showLocation = () => {
    const shown = label();
    if (shown) {
      const place = element("strong", "location-banner__place", `Serving ${shown}`);
      place.title = `Serving ${shown}`;
      text.replaceChildren(
        place,
        element("span", "location-banner__support", "Local support available"),
      );
    }
    button.textContent = shown ? "Change Location" : "Select Location";
  };

  const close = () => {
    open = false;
    void drawPicker();
  };

  // Draws the picker as `open` and `current` say; each call after the ones before it.
  const drawPicker = async () => {
    const { showPicker } = await loadPicker();
    const shown = label();
    showPicker(
      container,
      open
        ? {
            title: "Select Your Location",
            note: shown ? `Now showing: ${shown}` : undefined,
            preferredCountry: current?.place.country.code,
            onSelect: (location) => {
              chooseLocation(location);
              close();
            },
            onClose: close,
            onClear:
              current?.source === "manual"
                ? () => {
                    clearChosenLocation();
                    close();
                  }
                : undefined,
          }
        : null,
    );
  };

  watchCurrentLocation((next) => {
    current = next;
    showLocation();
    if (open) void drawPicker();
  });
  const warm = () => void loadPicker();
  button.addEventListener("pointerover", warm, { once: true, passive: true });
  button.addEventListener("focus", warm, { once: true });
  button.addEventListener("click", () => {
    open = true;
    void drawPicker();
  });
  button.disabled = false;
}

const banner = document.querySelector<HTMLElement>("[data-location-banner]");
if (banner) startBanner(banner);
