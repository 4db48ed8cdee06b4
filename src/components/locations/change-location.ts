// The city page's Change Location button (ChangeLocation.astro): opens the picker, fetched with
// React on the first click (or when the pointer or focus reaches the button, so that it opens at
// once); a choice is saved and opens the chosen city's page in place of this one.
import { chooseLocation } from "../../islands/locations/current-location.ts";
import { locationPageOf } from "../../islands/locations/location-page.ts";

const loadPicker = () => import("../../islands/locations/location-picker.tsx");

function startButton(button: HTMLButtonElement, container: Element): void {
  const { city = "", country } = button.dataset;
  const draw = async (open: boolean) => {
    const { showPicker } = await loadPicker();
    showPicker(
      container,
      open
        ? {
            title: "Change Location",
            note: `Now showing: ${city}`,
            preferredCountry: country,
            onSelect: (location) => {
              chooseLocation(location);
              window.location.replace(locationPageOf(location));
            },
            onClose: () => void draw(false),
          }
        : null,
    );
  };
  const warm = () => void loadPicker();
  button.addEventListener("pointerover", warm, { once: true, passive: true });
  button.addEventListener("focus", warm, { once: true });
  button.addEventListener("click", () => void draw(true));
  button.disabled = false;
}

const button = document.querySelector<HTMLButtonElement>("[data-change-location]");
const container = document.querySelector("[data-change-location-picker]");
if (button && container) startButton(button, container);
