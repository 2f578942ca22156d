import { Hono } from "hono";
import { idParamSchema, revisionParamSchema } from "#core/schemas/common";
import type { Permission } from "#core/taxonomies/admin-roles";
import { allow } from "../access/permissions";
import type { AdminEnv } from "../access/require-admin";
import { getDb } from "../db/client";
import { validate } from "../http/validate";
import { findRevision, listRevisions, REVISION_GONE } from "./revisions";
import { findRow } from "./data";
import type { Publishable, PublishableTable } from "./resource";
import { currentRevision, isRefused, isStale, updatePublishable } from "./save";
import { toSent } from "./sent";

type Resource<T extends PublishableTable> = Pick<Publishable<T, never, never>, "entity" | "table" | "displayField" | "messages" | "prepare" | "restoreKeeps" | "verify" | "uniqueAlso">;

/**
 * A publishable record's history: GET /:id/revisions lists its kept saves, newest first, each with
 * who saved it and its fields as the API sends them; POST /:id/revisions/:revision/restore brings
 * one back as a new save (`<entity>.restored`). The slug, the published switch, any schedule and the
 * resource's `restoreKeeps` stay as they are: a link shared since keeps working, and a restore
 * never publishes, reopens a filled position or reorders the team.
 */
export function revisionRoutes<T extends PublishableTable>(resource: Resource<T>, permission: Permission) {
  const { entity, table, displayField, messages } = resource;
  const subject = (id: number) => ({ entity, key: String(id) });
  return new Hono<AdminEnv>()
    .get("/:id/revisions", allow(permission), validate("param", idParamSchema), async (c) => {
      const { id } = c.req.valid("param");
      const db = getDb(c.env.DB);
      if (!(await findRow(db, table, id))) return c.json({ error: messages.notFound }, 404);
      const rows = await listRevisions(db, subject(id));
      return c.json({ revisions: rows.map(({ data, ...row }) => ({ ...row, fields: toSent(data, displayField) })) }, 200);
    })
    .post("/:id/revisions/:revision/restore", allow(permission), validate("param", revisionParamSchema), async (c) => {
      const { id, revision } = c.req.valid("param");
      const db = getDb(c.env.DB);
      const found = await findRevision(db, subject(id), revision);
      if (!found) return c.json({ error: REVISION_GONE }, 404);
      const keeps = new Set(["slug", ...(resource.restoreKeeps ?? [])]);
      const fields = Object.fromEntries(Object.entries(found.data).filter(([key]) => !keeps.has(key)));
      const current = await findRow(db, table, id);
      if (!current) return c.json({ error: messages.notFound }, 404);
      const kept = Object.fromEntries(Object.keys(found.data).filter((key) => keeps.has(key)).map((key) => [key, (current as Record<string, unknown>)[key] ?? null]));
      const saved = await updatePublishable(c, resource, id, fields as Partial<T["$inferInsert"]>, { restore: { from: found.id, kept } });
      // No slug is written, so none can be taken.
      // A restore keeps the slug and what `restoreKeeps` names, so no other record can stand in its way.
      if (isRefused(saved)) throw new Error(`a restore was refused: ${saved.conflict.message}`);
      // No base is sent, so none can be stale.
      if (isStale(saved)) throw new Error("a restore was refused as stale");
      return saved ? c.json({ ...toSent(saved, displayField), revision: await currentRevision(c, entity, id) }, 200) : c.json({ error: messages.notFound }, 404);
    });
}
