// The floating WhatsApp button's script (WhatsAppFloat.astro): shows it unless this visit closed
// it, and its close button hides it for the rest of the visit.
const CLOSED_KEY = "whatsapp-float-closed";

function wasClosed(): boolean {
  try {
    return window.sessionStorage.getItem(CLOSED_KEY) === "1";
  } catch {
    return false; // storage blocked: show the button
  }
}

function startFloat(float: HTMLElement): void {
  float.hidden = wasClosed();
  float.querySelector(".wa-float__close")?.addEventListener("click", () => {
    float.hidden = true;
    try {
      window.sessionStorage.setItem(CLOSED_KEY, "1");
    } catch {
      // storage blocked: it stays closed on this page only
    }
  });
}

const float = document.querySelector<HTMLElement>("[data-whatsapp-float]");
if (float) startFloat(float);
