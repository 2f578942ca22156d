import { queryOptions } from "@tanstack/react-query";
import type { ListPage } from "#core/schemas/list-query";
import { type InferRequestType, type InferResponseType, parseResponse } from "hono/client";
import { toast } from "sonner";
import { useListPage } from "./list-query";
import { useAdminMutation } from "./mutation";
import { removedImagesWarning } from "./removed-images";
import type { HistoryField, Revision, RevisionSource } from "./revisions";
import { BASE_REVISION_HEADER } from "#core/schemas/edit-conflict";
import { staleCopyOf } from "./edit-conflict";

// `any` only here: the shape is what is checked, the types come from the concrete client.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type Call = (args?: any, init?: any) => Promise<any>;

/** The admin API of a publishable resource (posts, jobs, people): list, read, create, update, publish, delete. */
export interface PublishableClient {
  $get: Call;
  $post: Call;
  ":id": { $get: Call; $put: Call; $delete: Call; published: { $patch: Call }; revisions: { $get: Call; kept: { $post: Call }; ":revision": { restore: { $post: Call } } } };
}

export type RowOf<C extends PublishableClient> = InferResponseType<C["$get"], 200>["rows"][number];
export type RecordOf<C extends PublishableClient> = InferResponseType<C[":id"]["$get"], 200>;
export type InputOf<C extends PublishableClient> = InferRequestType<C["$post"]>["json"];

interface Names {
  /** "blog": its status and delete toasts ("Blog deleted successfully"). */
  short: string;
  /** "blog post": its load and save toasts ("Blog post created successfully"). */
  record: string;
  /** "people": the list's heading and empty state ("People", "No People Yet"), when not the record's name + "s". */
  records?: string;
  /** "blogs": its list's failure toast ("Failed to load blogs"). */
  plural: string;
  /** "Post": the editor's "Create Post" / "Update Post". */
  item: string;
  /** Who sees a published record: "readers". */
  audience: string;
}

interface ResourceConfig<C extends PublishableClient> {
  client: C;
  /** The record kind the API's revisions and autosaves name it by. */
  entity: "post" | "job" | "person";
  /** The fields its history compares, in the editor's order. */
  history: readonly HistoryField[];
  names: Names;
  /** The admin list's path; the editor lives at `${path}/new` and `${path}/edit/:id`. */
  path: string;
  /** Uploads a file chosen in the editor to the saved record (a post's feature image). */
  upload?: (id: number, file: File) => Promise<unknown>;
}

interface SaveVariables<Input> {
  id?: number;
  values: Input;
  file?: File | null;
  /** The revision the editor's copy was opened at: a save over a colleague's since is refused (409). */
  base?: number;
}

/** The record saved, but its file was refused: the admin continues on the saved record. */
export class UploadError extends Error {
  constructor(
    readonly recordId: number,
    cause: unknown,
  ) {
    super("The file could not be uploaded", { cause });
  }
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const param = (id: number) => ({ param: { id: String(id) } });

/** `parseResponse` typed by the concrete client's answer (the shape-only `Call` cannot carry it). */
const read = <T>(response: Promise<unknown>) => parseResponse(response as never) as unknown as Promise<T>;

/**
 * Queries and mutations of one publishable resource, with the spec's toasts worded from its names.
 * Posts, jobs and people are instances; another resource with the same API is one more call.
 */
export function publishableResource<C extends PublishableClient>({ client, entity, history, names, path, upload }: ResourceConfig<C>) {
  type Row = RowOf<C>;
  type Saved = RecordOf<C>;
  const keys = { all: ["admin", names.plural] as const, one: (id: number) => ["admin", names.plural, id] as const };
  const Short = capital(names.short);
  const Record = capital(names.record);

  const fetchPage = (query: Record<string, string>) => read<ListPage<Row>>(client.$get({ query }));
  const recordQuery = (id: number) =>
    queryOptions({ queryKey: keys.one(id), queryFn: () => read<Saved>(client[":id"].$get(param(id))) });

  const based = (base: number | undefined) => (base === undefined ? undefined : { headers: { [BASE_REVISION_HEADER]: String(base) } });

  async function save({ id, values, file, base }: SaveVariables<InputOf<C>>): Promise<Saved> {
    const saved = await read<Saved>(id ? client[":id"].$put({ ...param(id), json: values }, based(base)) : client.$post({ json: values }));
    const savedId = (saved as { id: number }).id;
    if (file && upload) {
      await upload(savedId, file).catch((err: unknown) => {
        throw new UploadError(savedId, err);
      });
    }
    return saved;
  }

  /** A saved record's history: its kept saves, and the restore of any (worker/publishable/revision-routes.ts). */
  const revisions = (id: number): RevisionSource => ({
    key: [...keys.one(id), "revisions"],
    list: () => read<{ revisions: Revision[] }>(client[":id"].revisions.$get(param(id))),
    restore: (revision) => read<Saved>(client[":id"].revisions[":revision"].restore.$post({ param: { id: String(id), revision: String(revision) } })),
    fields: history,
    invalidates: [keys.all],
  });

  return {
    client,
    entity,
    names,
    path,
    revisions,
    /** The key every query of this resource starts with: refreshed after any change to it. */
    listKey: keys.all,
    recordQuery,

    /** One page of the admin list for this URL query, with the spec's failure toast. */
    useList(query: Record<string, string>) {
      return useListPage(keys.all, query, fetchPage, `Failed to load ${names.plural}`);
    },

    /** Flips at once (spec §4); the toast's Undo flips it back the same way. */
    useTogglePublished() {
      const toggle = useAdminMutation({
        mutationFn: ({ id, published }: { id: number; published: boolean }) =>
          read<{ id: number; published: boolean }>(client[":id"].published.$patch({ ...param(id), json: { published } })),
        invalidates: [keys.all],
        success: (result) => `${Short} ${result.published ? "published" : "unpublished"} successfully`,
        successAction: (result) => ({ label: "Undo", onClick: () => toggle.mutate({ id: result.id, published: !result.published }) }),
        failure: `Failed to update ${names.short} status`,
      });
      return toggle;
    },

    useDelete() {
      return useAdminMutation({
        mutationFn: (id: number) => read<{ id: number }>(client[":id"].$delete(param(id))),
        invalidates: [keys.all],
        success: () => `${Short} deleted successfully`,
        failure: `Failed to delete ${names.short}`,
      });
    },

    /**
     * Creates a new record as a draft without leaving its editor, so that it can be scheduled
     * (Publish Later on a new post): its own toast, not the spec's "created", which goes with Save.
     */
    useSaveDraft() {
      return useAdminMutation({
        mutationFn: (variables: Omit<SaveVariables<InputOf<C>>, "id">) => save(variables),
        invalidates: [keys.all],
        success: () => "Draft saved so it can be scheduled",
        failure: (_variables, err) => (err instanceof UploadError ? `The ${names.record} was saved, but its image could not be uploaded` : `Failed to create ${names.record}`),
      });
    },

    /**
     * Keeps an editor's copy refused as stale in the record's History, unsaved, as its author takes
     * the colleague's version instead (worker/publishable/routes.ts).
     */
    keepStale: (id: number, values: InputOf<C>, base: number) => read<{ revision: number }>(client[":id"].revisions.kept.$post({ ...param(id), json: values }, based(base))),

    /** Creates or updates a record, then uploads its chosen file, if any, to it. A stale copy's refusal is the editor's to answer. */
    useSave(onSaved: () => void) {
      return useAdminMutation({
        mutationFn: save,
        quietFailure: (err) => staleCopyOf(err) !== undefined,
        invalidates: [keys.all],
        success: (_saved, { id }) => `${Record} ${id ? "updated" : "created"} successfully`,
        failure: ({ id }, err) =>
          err instanceof UploadError
            ? `The ${names.record} was saved, but its image could not be uploaded`
            : `Failed to ${id ? "update" : "create"} ${names.record}`,
        onSuccess: (saved) => {
          const warning = removedImagesWarning(saved);
          if (warning) toast.warning(warning);
          onSaved();
        },
      });
    },
  };
}

export type PublishableResource<C extends PublishableClient> = ReturnType<typeof publishableResource<C>>;
