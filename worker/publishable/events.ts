import type { Context } from "hono";
import type { AdminEnv } from "../auth/require-admin";
import type { DomainEvent, PublishableAction, PublishableEntity, WriteIntent } from "../events/types";

type PublishableEvent = Extract<DomainEvent, { type: `${PublishableEntity}.${PublishableAction}` }>;

/** The signed-in admin behind this request. */
export const adminIdOf = (c: Context<AdminEnv>) => c.get("session").admin.id;

/** What in-write handlers see of a publishable write (the id is unknown before a create). */
export function publishableIntent(entity: PublishableEntity, action: PublishableAction, adminId: number, id?: number): WriteIntent {
  return { type: `${entity}.${action}`, adminId, id };
}

/**
 * The event of a publishable write from the rows it returned: none when it matched no row.
 * Curried, so it reads as the `event` of a `commit`.
 */
export function publishableEvent(entity: PublishableEntity, action: PublishableAction, adminId: number) {
  return (rows: { id: number; slug: string }[]): PublishableEvent | null => {
    const row = rows[0];
    return row ? { type: `${entity}.${action}`, adminId, id: row.id, slug: row.slug } : null;
  };
}
