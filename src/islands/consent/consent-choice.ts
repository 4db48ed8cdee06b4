// What happens when the visitor decides (document 1 §4): the choice is stored for a year; when it
// allows any optional category the decision is posted, with the visitor data and an interaction
// event only when it allows performance cookies.
// Withdrawing performance consent erases what was stored under the visitor id before forgetting
// it. Failures of the calls are only logged, as the spec says.
import { allows, type ConsentPreferences } from "../../lib/consent/consent-record.ts";
import { readConsent, saveConsent } from "../../lib/consent/consent-store.ts";
import { ensureVisitorId, readVisitorId } from "../../lib/consent/visitor-id.ts";
import { collectVisitorData } from "./collect-visitor-data.ts";
import { pageEvent } from "./tracker.ts";
import { eraseMyData, postAcceptance, sendEvents } from "./tracking-api.ts";

/** How the visitor decided: Accept All / Allow All, their own choice, or Reject All / close. */
export type ChoiceKind = "accept_all" | "custom" | "reject_all";

async function eraseOnWithdrawal(preferences: ConsentPreferences): Promise<void> {
  if (preferences.performance || !allows(readConsent(), "performance") || !readVisitorId()) return;
  try {
    await eraseMyData();
  } catch (error) {
    console.error("Erasing the tracking data failed:", error);
  }
}

/** Stores the choice and reports it when allowed; resolves when every call has ended. */
export async function applyChoice(
  preferences: ConsentPreferences,
  kind: ChoiceKind,
): Promise<void> {
  await eraseOnWithdrawal(preferences);
  const record = saveConsent(preferences);
  if (!record.accepted) return;
  const { performance, functional, targeting } = record.preferences;
  if (performance) ensureVisitorId();
  try {
    await postAcceptance({
      action: kind === "accept_all" ? "cookie_accepted" : "preferences_saved",
      ...(performance ? { userData: collectVisitorData(record.timestamp) } : {}),
      timestamp: new Date(record.timestamp).toISOString(),
    });
  } catch (error) {
    console.error("Recording the cookie choice failed:", error);
  }
  if (!performance) return;
  sendEvents([pageEvent("consent_given", { performance, functional, targeting })], false);
}
