// The cookie banner: a short notice with Cookie Settings, Reject All and Accept All, and a close
// button that counts as Reject All (document 1 §4). Every button waits while a choice is saved.
import {
  ALL_ALLOWED,
  NONE_ALLOWED,
  type ConsentPreferences,
} from "../../lib/consent/consent-record.ts";
import type { ChoiceKind } from "./consent-choice.ts";

interface Props {
  saving: boolean;
  onChoose: (preferences: ConsentPreferences, kind: ChoiceKind) => void;
  onSettings: () => void;
}

/** The banner shown until the visitor decides. */
export default function CookieBanner({ saving, onChoose, onSettings }: Props) {
  const reject = () => onChoose(NONE_ALLOWED, "reject_all");
  return (
    <section className="cookie-banner" aria-labelledby="cookie-banner-title" aria-busy={saving}>
      <div className="cookie-banner__inner">
        <div className="cookie-banner__text">
          <h2 id="cookie-banner-title">We value your privacy</h2>
          <p>
            We use cookies to make this website work. With your consent we also use them to
            understand how visitors use the site and to show relevant advertising. Choose Accept
            All, Reject All, or pick categories in Cookie Settings. Read our{" "}
            <a href="/cookie-policy">Cookie Policy</a>.
          </p>
        </div>
        <div className="cookie-banner__actions">
          <button
            type="button"
            className="consent-button secondary"
            onClick={onSettings}
            disabled={saving}
          >
            Cookie Settings
          </button>
          <button type="button" className="consent-button" onClick={reject} disabled={saving}>
            Reject All
          </button>
          <button
            type="button"
            className="consent-button"
            onClick={() => onChoose(ALL_ALLOWED, "accept_all")}
            disabled={saving}
          >
            Accept All
          </button>
        </div>
        <button
          type="button"
          className="consent-close cookie-banner__close"
          onClick={reject}
          disabled={saving}
          aria-label="Close cookie banner"
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M18 6 6 18M6 6l12 12"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </div>
    </section>
  );
}
