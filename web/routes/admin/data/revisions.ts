import { type QueryKey, useQuery } from "@tanstack/react-query";
import { useAdminMutation } from "./mutation";

/** One kept save of a record, as the revisions routes send it (worker/publishable/revisions.ts). */
export interface Revision {
  id: number;
  /** The colleague's name or address; null for what the record held before history was kept, or a removed account. */
  savedBy: string | null;
  createdAt: string;
  /** The revision a restore brought back. */
  restoredFrom: number | null;
  /** False for a copy kept without being saved: refused as stale, its author took a colleague's version instead. */
  applied: boolean;
  fields: Record<string, unknown>;
}

/** A field the history compares, in the editor's words; `html` fields are compared as the text a reader sees. */
export interface HistoryField {
  key: string;
  label: string;
  html?: boolean;
}

/** One record's history: where its revisions are read and restored, and which fields it compares. */
export interface RevisionSource {
  key: QueryKey;
  list: () => Promise<{ revisions: Revision[] }>;
  restore: (revision: number) => Promise<unknown>;
  fields: readonly HistoryField[];
  /** Caches a restore also changes (the resource's list and record). */
  invalidates: QueryKey[];
}

export function useRevisions(source: RevisionSource) {
  return useQuery({ queryKey: source.key, queryFn: source.list, select: (data) => data.revisions });
}

/** Brings a revision back as a new save; `onRestored` gets the record as saved. */
export function useRestoreRevision(source: RevisionSource, onRestored: (saved: unknown) => void) {
  return useAdminMutation({
    mutationFn: (revision: number) => source.restore(revision),
    invalidates: [source.key, ...source.invalidates],
    success: () => "Earlier version restored",
    failure: "Failed to restore that version",
    onSuccess: onRestored,
  });
}
