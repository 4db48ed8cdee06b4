// A text filter applied as you type: the box keeps what is typed, and the list is asked again only
// once typing pauses (or at Enter), so each keystroke does not cost a server call.
import { useEffect, useRef, useState } from "react";

// Typing pauses this long before the list asks the server again (as in the product list).
const PAUSE_MS = 350;

/** The box's text, its setter, and `commit` to apply it at once. */
export function usePausedText(applied: string, apply: (text: string) => void) {
  const [text, setText] = useState(applied);
  // Back, Forward or "Clear filters" change the applied text: the box follows, in the same render.
  const [followed, setFollowed] = useState(applied);
  if (followed !== applied) {
    setFollowed(applied);
    setText(applied);
  }
  // The latest `apply`, so a re-render while typing does not restart the pause.
  const latest = useRef(apply);
  useEffect(() => {
    latest.current = apply;
  });
  useEffect(() => {
    if (text.trim() === applied.trim()) return;
    const timer = window.setTimeout(() => latest.current(text), PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text, applied]);
  return { text, setText, commit: () => apply(text) };
}
