// The Privacy Preference Centre (document 1 §2, §4): a modal dialog with the tabs Your Privacy,
// Strictly Necessary, Performance, Functional and Targeting, a toggle per category (necessary locked
// on), and Confirm My Choices, Reject All and Allow All, all disabled while a choice is saved.
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import {
  ALL_ALLOWED,
  NONE_ALLOWED,
  type ConsentPreferences,
} from "../../lib/consent/consent-record.ts";
import type { ChoiceKind } from "./consent-choice.ts";
import PreferencePanel from "./PreferencePanel.tsx";
import { PREFERENCE_TABS } from "./preference-texts.ts";
import CloseIcon from "../shared/CloseIcon.tsx";

interface Props {
  /** The choice the toggles start from (the stored one, or everything off). */
  initial: ConsentPreferences;
  saving: boolean;
  onChoose: (preferences: ConsentPreferences, kind: ChoiceKind) => void;
  onClose: () => void;
}

const tabId = (id: string) => `consent-tab-${id}`;
const panelId = (id: string) => `consent-panel-${id}`;

/** The preference centre, open while mounted. */
export default function PreferenceCentre({ initial, saving, onChoose, onClose }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [active, setActive] = useState(0);
  const [choice, setChoice] = useState<ConsentPreferences>(initial);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  // Arrow keys, Home and End move between tabs (the ARIA tabs pattern, automatic activation).
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = PREFERENCE_TABS.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowRight: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      ArrowLeft: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    tabRefs.current[next]?.focus();
  };

  const tab = PREFERENCE_TABS[active]!;
  return (
    <dialog
      ref={dialogRef}
      className="consent-centre"
      aria-labelledby="consent-centre-title"
      aria-busy={saving}
      onCancel={(event) => {
        event.preventDefault();
        if (!saving) onClose();
      }}
    >
      <header className="consent-centre__header">
        <h2 id="consent-centre-title">Privacy Preference Centre</h2>
        <button
          type="button"
          className="consent-close"
          onClick={onClose}
          disabled={saving}
          aria-label="Close Privacy Preference Centre"
        >
          <CloseIcon size={18} />
        </button>
      </header>
      <div className="consent-centre__body">
        <div
          className="consent-centre__tabs"
          role="tablist"
          aria-orientation="vertical"
          aria-label="Cookie categories"
        >
          {PREFERENCE_TABS.map((item, index) => (
            <button
              key={item.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={index === active}
              aria-controls={panelId(item.id)}
              tabIndex={index === active ? 0 : -1}
              onClick={() => setActive(index)}
              onKeyDown={onTabKey}
            >
              {item.label}
            </button>
          ))}
        </div>
        <div
          className="consent-centre__panel"
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
        >
          <PreferencePanel
            key={tab.id}
            tab={tab}
            choice={choice}
            disabled={saving}
            onToggle={(category, allowed) =>
              setChoice((current) => ({ ...current, [category]: allowed }))
            }
          />
        </div>
      </div>
      <footer className="consent-centre__footer">
        <button
          type="button"
          className="consent-button"
          disabled={saving}
          onClick={() => onChoose(choice, "custom")}
        >
          Confirm My Choices
        </button>
        <button
          type="button"
          className="consent-button secondary"
          disabled={saving}
          onClick={() => onChoose(NONE_ALLOWED, "reject_all")}
        >
          Reject All
        </button>
        <button
          type="button"
          className="consent-button secondary"
          disabled={saving}
          onClick={() => onChoose(ALL_ALLOWED, "accept_all")}
        >
          Allow All
        </button>
      </footer>
    </dialog>
  );
}
