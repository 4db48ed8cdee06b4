// The admin area's success and error messages (document 3 §7.5: "success alerts"; §8): one banner
// at the top of the screen, announced to screen readers, kept until the user's next action on the
// screen or the next navigation.
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type SyntheticEvent,
} from "react";
import { onNavigate } from "../navigation.tsx";

/** A message to show: a success or a failure. */
export interface Notice {
  kind: "success" | "error";
  text: string;
}

interface Notices {
  notice: Notice | null;
  notify: (kind: Notice["kind"], text: string) => void;
  dismiss: () => void;
}

const NoticeContext = createContext<Notices | null>(null);

/** Holds the current notice; a navigation clears it, so notify after navigating. */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => onNavigate(() => setNotice(null)), []);
  const value: Notices = {
    notice,
    notify: (kind, text) => setNotice({ kind, text }),
    dismiss: () => setNotice(null),
  };
  return <NoticeContext value={value}>{children}</NoticeContext>;
}

/** notify(kind, text) shows a banner; dismiss() hides it. */
export function useNotices(): Notices {
  const value = useContext(NoticeContext);
  if (!value) throw new Error("useNotices outside NoticeProvider");
  return value;
}

// A choice rather than typing: a text field's change (on leaving it) is not an action.
const CHOSEN = "select, input[type=checkbox], input[type=radio], input[type=file]";

/**
 * Handlers for the element holding a screen: its next submit, button press or choice in a select,
 * checkbox, radio or file field clears the notice, so an old message never stands beside the new
 * state. They run in the capture phase, before the screen's own handlers, so a notice that action
 * raises is the one left showing.
 */
export function useNoticeClearing() {
  const { notice, dismiss } = useNotices();
  const clearOn = (selector: string | null) => (event: SyntheticEvent) => {
    if (!notice) return;
    const target = event.target instanceof Element ? event.target : null;
    if (selector === null || target?.closest(selector)) dismiss();
  };
  return {
    onSubmitCapture: clearOn(null),
    onClickCapture: clearOn("button"),
    onChangeCapture: clearOn(CHOSEN),
  };
}

/** The banner itself; an error takes focus so keyboard and screen reader users meet it at once. */
export function NoticeBanner() {
  const { notice, dismiss } = useNotices();
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice?.kind === "error") banner.current?.focus();
  }, [notice]);
  const body = notice && (
    <div ref={banner} tabIndex={-1} className={`admin-notice admin-notice--${notice.kind}`}>
      <p>{notice.text}</p>
      <button type="button" className="admin-notice__close" onClick={dismiss}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">Dismiss message</span>
      </button>
    </div>
  );
  // The status region exists before a success arrives, so screen readers announce it.
  return (
    <div className="admin-notice-slot">
      <div role="status">{notice?.kind === "success" && body}</div>
      {notice?.kind === "error" && <div role="alert">{body}</div>}
    </div>
  );
}
