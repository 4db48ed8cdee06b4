// The × of a dialog's close button (the application, driver request and preference dialogs, the
// admin's job modal): the button, its name, its handler and its look are the dialog's own (all but
// the preference dialog share dialog-close.css).

/** A cross in the text colour, hidden from assistive technology (the button names itself). */
export default function CloseIcon({ size = 20 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d="M18 6 6 18M6 6l12 12"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
