// One tab of the preference centre: its title and toggle (Strictly Necessary locked on), the
// description, and the data collected, purpose and retention.
import type { OPTIONAL_CATEGORIES } from "../../lib/consent/consent-record.ts";
import { type ConsentPreferences } from "../../lib/consent/consent-record.ts";
import type { PreferenceTab } from "./preference-texts.ts";
import YourData from "./YourData.tsx";

type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];

interface Props {
  tab: PreferenceTab;
  choice: ConsentPreferences;
  disabled: boolean;
  onToggle: (category: OptionalCategory, allowed: boolean) => void;
}

function Toggle({ tab, choice, disabled, onToggle }: Props) {
  const category = tab.category;
  if (!category) return null;
  const locked = category === "essential";
  const on = locked || choice[category];
  return (
    <label className="consent-toggle">
      <input
        type="checkbox"
        role="switch"
        checked={on}
        disabled={locked || disabled}
        aria-label={`${tab.label} cookies`}
        onChange={(event) => {
          if (category !== "essential") onToggle(category, event.target.checked);
        }}
      />
      <span className="consent-toggle__track" aria-hidden="true" />
      <span className="consent-toggle__text">
        {locked ? "Always Active" : on ? "Active" : "Inactive"}
      </span>
    </label>
  );
}

/** The content of the selected tab. */
export default function PreferencePanel(props: Props) {
  const { tab } = props;
  return (
    <>
      <div className="consent-panel__head">
        <h3>{tab.category ? `${tab.label} Cookies` : tab.label}</h3>
        <Toggle {...props} />
      </div>
      <p>{tab.description}</p>
      <dl className="consent-panel__facts">
        <div>
          <dt>Data collected</dt>
          <dd>{tab.dataCollected}</dd>
        </div>
        <div>
          <dt>Purpose</dt>
          <dd>{tab.purpose}</dd>
        </div>
        <div>
          <dt>Retention</dt>
          <dd>{tab.retention}</dd>
        </div>
      </dl>
      {tab.category === null && (
        <>
          <p>
            More in our <a href="/cookie-policy">Cookie Policy</a> and{" "}
            <a href="/privacy-policy">Privacy Policy</a>.
          </p>
          <YourData />
        </>
      )}
    </>
  );
}
