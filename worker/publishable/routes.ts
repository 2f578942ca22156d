import { Hono } from "hono";
import type * as v from "valibot";
import { idParamSchema, publishedSchema } from "#core/schemas/common";
import type { AdminEnv } from "../auth/require-admin";
import { getDb } from "../db/client";
import { requireJson, validate } from "../http/validate";
import { deletePublishable } from "./delete";
import { findRow, listRows } from "./data";
import type { PublishableEntity } from "../events/types";
import type { ListColumns, Publishable, PublishableListQuery, PublishableTable } from "./resource";
import { createPublishable, setPublished, updatePublishable } from "./save";

/**
 * The admin API of a publishable resource: list, read, create, update, publish/unpublish and
 * delete, each write reporting its event. Chained, so the web's `hc<AppType>` keeps its types.
 */
export function publishableRoutes<
  T extends PublishableTable,
  S extends v.GenericSchema<unknown, T["$inferInsert"]>,
  Hidden extends keyof T["$inferSelect"],
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as in Publishable
  Q extends v.GenericSchema<any, PublishableListQuery>,
  X extends ListColumns,
>(resource: Publishable<T, S, Hidden, PublishableEntity, Q, X>) {
  const { table, schema, messages } = resource;
  const notFound = { error: messages.notFound };
  return new Hono<AdminEnv>()
    .get("/", validate("query", resource.list.query), async (c) =>
      c.json(await listRows(getDb(c.env.DB), resource, c.req.valid("query") as v.InferOutput<Q>), 200),
    )
    .get("/:id", validate("param", idParamSchema), async (c) => {
      const row = await findRow(getDb(c.env.DB), table, c.req.valid("param").id);
      return row ? c.json(row, 200) : c.json(notFound, 404);
    })
    .post("/", requireJson, validate("json", schema), async (c) => {
      const saved = await createPublishable(c, resource, c.req.valid("json") as v.InferOutput<S>);
      return saved === "slug_taken" ? c.json(slugTaken(messages.slugTaken), 409) : c.json(saved, 201);
    })
    .put("/:id", validate("param", idParamSchema), requireJson, validate("json", schema), async (c) => {
      const saved = await updatePublishable(c, resource, c.req.valid("param").id, c.req.valid("json") as v.InferOutput<S>);
      if (saved === "slug_taken") return c.json(slugTaken(messages.slugTaken), 409);
      return saved ? c.json(saved, 200) : c.json(notFound, 404);
    })
    .patch("/:id/published", validate("param", idParamSchema), requireJson, validate("json", publishedSchema), async (c) => {
      const row = await setPublished(c, resource, c.req.valid("param").id, c.req.valid("json").published);
      return row ? c.json({ id: row.id, published: row.published }, 200) : c.json(notFound, 404);
    })
    .delete("/:id", validate("param", idParamSchema), async (c) => {
      const deleted = await deletePublishable(c, resource, c.req.valid("param").id);
      return deleted ? c.json({ id: deleted.id }, 200) : c.json(notFound, 404);
    });
}

/** The 409 body: the entity's own message, also under the slug field. */
const slugTaken = (message: string) => ({ error: message, fieldErrors: { slug: message } });
