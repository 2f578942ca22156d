import { Hono } from "hono";
import type * as v from "valibot";
import { idParamSchema, publishedSchema } from "#core/schemas/common";
import { baseRevisionHeaderSchema, EDIT_CONFLICT } from "#core/schemas/edit-conflict";
import { staleCopyMessage } from "#core/format/edit-conflict";
import type { Permission } from "#core/taxonomies/admin-roles";
import { allow } from "../access/permissions";
import type { AdminEnv } from "../access/require-admin";
import { getDb } from "../db/client";
import { requireJson, validate } from "../http/validate";
import { revisionRoutes } from "./revision-routes";
import { deletePublishable } from "./delete";
import { findRow, listRows } from "./data";
import type { PublishableEntity } from "./entities";
import type { DisplayField, ListColumns, Publishable, PublishableListQuery, PublishableTable } from "./resource";
import { createPublishable, currentRevision, isRefused, isStale, keepStaleCopy, type Refused, setPublished, type Stale, updatePublishable } from "./save";
import { fromSent, type Sent, toSent } from "./sent";

/**
 * The admin API of a publishable resource: list, read, create, update, publish/unpublish, delete,
 * and each record's revisions, each write reporting its event, every route asking for `permission`. Chained, so the web's `hc<AppType>` keeps its types.
 * Records go out and come in with their display field as `title` (sent.ts). A record read or saved
 * goes out with `revision`, the version it is: an editor's save sends it back (X-Base-Revision), and
 * one made on a copy a colleague has saved over since is refused with 409 (`edit_conflict`), unless
 * sent again on purpose with theirs as its base; or the copy is kept in History, unsaved.
 */
export function publishableRoutes<
  T extends PublishableTable,
  S extends v.GenericSchema<unknown, Sent<T["$inferInsert"], D>>,
  Hidden extends keyof T["$inferSelect"],
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as in Publishable
  Q extends v.GenericSchema<any, PublishableListQuery>,
  X extends ListColumns,
  D extends DisplayField<T>,
>(resource: Publishable<T, S, Hidden, PublishableEntity, Q, X, D>, permission: Permission) {
  const { table, schema, messages, displayField } = resource;
  const notFound = { error: messages.notFound };
  const sent = <R extends object>(row: R) => toSent(row, displayField);
  const received = (input: v.InferOutput<S>) => fromSent<T["$inferInsert"], D>(input, displayField);
  return new Hono<AdminEnv>()
    .get("/", allow(permission), validate("query", resource.list.query), async (c) => {
      const page = await listRows(getDb(c.env.DB), resource, c.req.valid("query") as v.InferOutput<Q>);
      return c.json({ ...page, rows: page.rows.map(sent) }, 200);
    })
    .get("/:id", allow(permission), validate("param", idParamSchema), async (c) => {
      const { id } = c.req.valid("param");
      const row = await findRow(getDb(c.env.DB), table, id);
      return row ? c.json({ ...sent(row), revision: await currentRevision(c, resource.entity, id) }, 200) : c.json(notFound, 404);
    })
    .post("/", allow(permission), requireJson, validate("json", schema), async (c) => {
      const saved = await createPublishable(c, resource, received(c.req.valid("json") as v.InferOutput<S>));
      return isRefused(saved) ? c.json(refusal(saved), 409) : c.json(sent(saved), 201);
    })
    .put("/:id", allow(permission), validate("param", idParamSchema), validate("header", baseRevisionHeaderSchema), requireJson, validate("json", schema), async (c) => {
      const { id } = c.req.valid("param");
      const base = c.req.valid("header")["x-base-revision"];
      const saved = await updatePublishable(c, resource, id, received(c.req.valid("json") as v.InferOutput<S>), { base });
      if (isRefused(saved)) return c.json(refusal(saved), 409);
      if (isStale(saved)) return c.json(staleRefusal(saved), 409);
      return saved ? c.json({ ...sent(saved), revision: await currentRevision(c, resource.entity, id) }, 200) : c.json(notFound, 404);
    })
    .post("/:id/revisions/kept", allow(permission), validate("param", idParamSchema), validate("header", baseRevisionHeaderSchema), requireJson, validate("json", schema), async (c) => {
      const { id } = c.req.valid("param");
      const base = c.req.valid("header")["x-base-revision"] ?? 0;
      const kept = await keepStaleCopy(c, resource, id, received(c.req.valid("json") as v.InferOutput<S>), base);
      return kept ? c.json(kept, 201) : c.json(notFound, 404);
    })
    .patch("/:id/published", allow(permission), validate("param", idParamSchema), requireJson, validate("json", publishedSchema), async (c) => {
      const row = await setPublished(c, resource, c.req.valid("param").id, c.req.valid("json").published);
      return row ? c.json({ id: row.id, published: row.published }, 200) : c.json(notFound, 404);
    })
    .delete("/:id", allow(permission), validate("param", idParamSchema), async (c) => {
      const deleted = await deletePublishable(c, resource, c.req.valid("param").id);
      return deleted ? c.json({ id: deleted.id }, 200) : c.json(notFound, 404);
    })
    .route("/", revisionRoutes(resource, permission));
}

/** The 409 body: why, also under the field it is about (a taken slug under the slug). */
const refusal = ({ conflict: { field, message } }: Refused) => ({ error: message, fieldErrors: { [field]: message } });

/** The 409 of a stale copy: who saved over it and when, for the editor to offer theirs or to save anyway. */
const staleRefusal = ({ stale }: Stale) => ({ error: staleCopyMessage(stale), code: EDIT_CONFLICT, stale });
