import { createContext, useContext } from "react";
import type { AutosaveData, AutosaveTarget } from "../data/autosave";
import type { RevisionSource } from "../data/revisions";

/**
 * What an editor page (editor-page.tsx) tells the form inside it, whichever resource it edits:
 * where its typing is autosaved, the autosave the admin took back, and the saved record's history.
 */
export interface EditorSession {
  autosave: AutosaveTarget;
  /** Values to start from instead of the record's: an autosave the admin took back. */
  resume?: AutosaveData;
  /** While an autosave is offered back, none is written: it would replace the one offered. */
  paused: boolean;
  /** The saved record's history; none for a new one. */
  history?: RevisionSource;
  /** A revision was restored: the form starts afresh from the record as saved. */
  onRestored: (saved: unknown) => void;
}

const EditorSessionContext = createContext<EditorSession | null>(null);

export const EditorSessionProvider = EditorSessionContext.Provider;

/** The page's session; null for a form used outside an editor page. */
export const useEditorSession = () => useContext(EditorSessionContext);
