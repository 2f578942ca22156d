import { useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { useCallback, useEffect, useRef, useState } from "react";
import type { StaleCopy } from "#core/schemas/edit-conflict";
import { useNavigate, useParams } from "react-router-dom";
import { type InputOf, type PublishableClient, type PublishableResource, UploadError } from "../data/publishable-resource";
import { apiError } from "@/lib/api-error";
import { staleCopyOf } from "../data/edit-conflict";
import { useLoadFailureToast } from "../data/use-load-failure-toast";

/** A save refused because a colleague saved since the copy was opened, waiting for the admin's choice. */
export interface Conflict {
  stale: StaleCopy & { message: string };
  /** Saves the copy over theirs, on purpose: it becomes the newest version. */
  saveMine: () => void;
  /** Keeps the copy in History, unsaved, and opens their version. */
  seeTheirs: () => void;
}

/** The save was set aside for the colleague's version: the form that made it is replaced, nothing to report. */
export class SetAside extends Error {}

/**
 * The record an editor route is about (`…/edit/:id`; none on `…/new`) and how to save it. A
 * record that fails to load sends the admin back to the list with the spec's toast; a save does too.
 */
export function useEditorRecord<C extends PublishableClient>(resource: PublishableResource<C>, onReopened: () => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const params = useParams();
  const id = params.id === undefined ? undefined : Number(params.id);
  const { data: record, isError } = useQuery({
    ...resource.recordQuery(id ?? 0),
    enabled: id !== undefined,
    // A scheduled draft is read again each minute while its editor is open, so the editor learns
    // when the cron has published it (editor-layout.tsx follows that into the Published switch).
    refetchInterval: (query) => (isScheduledDraft(query.state.data) ? 60_000 : false),
  });
  const backToList = useCallback(() => navigate(resource.path), [navigate, resource.path]);
  useLoadFailureToast(isError, `Failed to load ${resource.names.record}`, backToList);
  // The version the form's copy was opened at: the record's as first loaded, then as restored or
  // taken from a colleague. Not the query's latest, which a refetch moves without the form.
  const opened = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (opened.current === undefined && record) opened.current = (record as { revision?: number }).revision;
  }, [record]);
  const [conflict, setConflict] = useState<Conflict>();
  const mutation = resource.useSave(backToList);
  const draft = resource.useSaveDraft();

  async function save(values: InputOf<C>, file?: File | null) {
    try {
      return await mutation.mutateAsync({ id, values, file, base: opened.current });
    } catch (err) {
      const stale = staleCopyOf(err);
      // The form stays busy while the admin chooses: its save ends with their choice.
      if (stale && id !== undefined) return resolveConflict(id, stale, values, file);
      // The record exists now: continue on it rather than create it twice.
      if (err instanceof UploadError && id === undefined) navigate(`${resource.path}/edit/${err.recordId}`);
      throw err;
    }
  }

  function resolveConflict(id: number, stale: Conflict["stale"], values: InputOf<C>, file?: File | null) {
    const base = opened.current ?? 0;
    return new Promise<unknown>((resolve, reject) => {
      setConflict({
        stale,
        saveMine: () => {
          setConflict(undefined);
          opened.current = stale.revision;
          mutation.mutateAsync({ id, values, file, base: stale.revision }).then(resolve, reject);
        },
        seeTheirs: () => {
          setConflict(undefined);
          void (async () => {
            try {
              await resource.keepStale(id, values, base);
              const theirs = await queryClient.fetchQuery({ ...resource.recordQuery(id), staleTime: 0 });
              await queryClient.invalidateQueries({ queryKey: resource.revisions(id).key });
              opened.current = (theirs as { revision?: number }).revision;
              toast.success("Your version is kept in History");
              reject(new SetAside("kept in History"));
              onReopened();
            } catch (err) {
              toast.error(`Failed to keep your version of the ${resource.names.record}`, { description: apiError(err).message });
              reject(err);
            }
          })();
        },
      });
    });
  }

  /** The copy now starts from the record as saved (a restored revision, a colleague's version). */
  function reopened(revision: number | undefined) {
    opened.current = revision;
  }

  /** A new record saved as a draft, staying in the editor (to be scheduled): its id. */
  async function saveDraft(values: InputOf<C>, file?: File | null): Promise<{ id: number }> {
    try {
      return (await draft.mutateAsync({ values: { ...values, published: false }, file })) as { id: number };
    } catch (err) {
      // Saved, its image refused (the toast says so): it is scheduled all the same.
      if (err instanceof UploadError) return { id: err.recordId };
      throw err;
    }
  }

  return { id, record, loading: id !== undefined && !record, save, saveDraft, conflict, reopened };
}

function isScheduledDraft(record: unknown): boolean {
  const { published, publishAt } = (record ?? {}) as { published?: boolean; publishAt?: string | null };
  return published === false && typeof publishAt === "string";
}
