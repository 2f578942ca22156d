import { useEffect, useRef, useState } from "react";
import { type AutosaveData, writeAutosave } from "../data/autosave";
import type { EditorSession } from "../publishable/editor-session";

/** How long typing must pause before it is autosaved: often enough to lose little, rarely enough to cost nothing. */
export const AUTOSAVE_DELAY_MS = 2_000;

export interface AutosaveState {
  /** When the typing was last autosaved (server time, ISO). */
  savedAt?: string;
  /** The last attempt failed: the changes are still in the form, only not kept. */
  failed?: boolean;
}

/**
 * Writes the form's values as the admin's autosave once typing pauses, and at once when the tab is
 * hidden or closed (a keepalive request outlives the page). Only changes are written: a form as
 * loaded has nothing to keep. No toast, message or navigation: the editor shows the time only.
 */
export function useAutosave(session: EditorSession | null, values: object, dirty: boolean, submitting: boolean): AutosaveState {
  const [state, setState] = useState<AutosaveState>({});
  const serialized = JSON.stringify(values);
  const pending = useRef<string | null>(null);
  // Not while the form is being saved: the save drops the autosave, and a late one would come back.
  const active = session !== null && !session.paused && dirty && !submitting;
  const target = session?.autosave;

  useEffect(() => {
    if (!active || !target) return;
    pending.current = serialized;
    const write = (keepalive: boolean) => {
      if (pending.current === null) return;
      const data = JSON.parse(pending.current) as AutosaveData;
      pending.current = null;
      writeAutosave(target, data, keepalive).then(
        ({ savedAt }) => setState({ savedAt }),
        () => setState((s) => ({ ...s, failed: true })),
      );
    };
    const timer = setTimeout(() => write(false), AUTOSAVE_DELAY_MS);
    const onHide = () => {
      if (document.visibilityState === "hidden") write(true);
    };
    document.addEventListener("visibilitychange", onHide);
    window.addEventListener("pagehide", onHide);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onHide);
      window.removeEventListener("pagehide", onHide);
    };
  }, [active, target?.entity, target?.key, serialized]); // eslint-disable-line react-hooks/exhaustive-deps -- the target is compared by value
  return state;
}
