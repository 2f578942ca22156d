import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { type InputOf, type PublishableClient, type PublishableResource, UploadError } from "../data/publishable-resource";
import { useLoadFailureToast } from "../data/use-load-failure-toast";

/**
 * The record an editor route is about (`…/edit/:id`; none on `…/new`) and how to save it. A
 * record that fails to load sends the admin back to the list with the spec's toast; a save does too.
 */
export function useEditorRecord<C extends PublishableClient>(resource: PublishableResource<C>) {
  const navigate = useNavigate();
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
  const mutation = resource.useSave(backToList);
  const draft = resource.useSaveDraft();

  async function save(values: InputOf<C>, file?: File | null) {
    try {
      return await mutation.mutateAsync({ id, values, file });
    } catch (err) {
      // The record exists now: continue on it rather than create it twice.
      if (err instanceof UploadError && id === undefined) navigate(`${resource.path}/edit/${err.recordId}`);
      throw err;
    }
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

  return { id, record, loading: id !== undefined && !record, save, saveDraft };
}

function isScheduledDraft(record: unknown): boolean {
  const { published, publishAt } = (record ?? {}) as { published?: boolean; publishAt?: string | null };
  return published === false && typeof publishAt === "string";
}
