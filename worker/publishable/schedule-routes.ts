import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { idParamSchema } from "#core/schemas/common";
import { scheduleSchema } from "#core/schemas/schedule";
import type { Permission } from "#core/taxonomies/admin-roles";
import { allow } from "../access/permissions";
import type { AdminEnv } from "../access/require-admin";
import { getDb } from "../db/client";
import { requireJson, validate } from "../http/validate";
import { findRow } from "./data";
import { adminIdOf, commitPublishable } from "./events";
import type { Publishable, PublishableTable } from "./resource";

type Resource<T extends PublishableTable> = Pick<Publishable<T, never, never>, "entity" | "table" | "messages">;

const ALREADY_PUBLISHED = "This is already published. To publish it again later, unpublish it first.";

/**
 * PUT /:id/schedule: when the cron is to publish a draft (`publishAt`, UTC), or null to cancel.
 * Only a draft can be scheduled; it stays a draft, invisible to the public, the sitemap, RSS and
 * search, until the cron publishes it (publish-due.ts). Reports `<entity>.scheduled` / `.unscheduled`.
 */
export function scheduleRoutes<T extends PublishableTable>(resource: Resource<T>, permission: Permission) {
  const { table, entity, messages } = resource;
  return new Hono<AdminEnv>().put("/:id/schedule", allow(permission), validate("param", idParamSchema), requireJson, validate("json", scheduleSchema), async (c) => {
    const { id } = c.req.valid("param");
    const { publishAt } = c.req.valid("json");
    const row = await commitPublishable(c, {
      entity,
      action: publishAt ? "scheduled" : "unscheduled",
      id,
      write: (db) =>
        db
          .update(table)
          .set({ publishAt, scheduledBy: publishAt ? adminIdOf(c) : null } as Partial<T["$inferInsert"]>)
          .where(and(eq(table.id, id), eq(table.published, false)))
          .returning() as never,
      detail: publishAt ? { publishAt } : undefined,
      // A published row is refused: no entry for what did not happen.
      onlyIfWritten: true,
    });
    if (!row) {
      const existing = await findRow(getDb(c.env.DB), table, id);
      return existing ? c.json({ error: ALREADY_PUBLISHED }, 409) : c.json({ error: messages.notFound }, 404);
    }
    return c.json({ id, publishAt }, 200);
  });
}
