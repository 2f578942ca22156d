import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import type { Database } from "../db/client";
import { loggableMessage } from "../db/errors";
import type { Env } from "../env";
import { log } from "../lib/log";
import { eventHandlersOf } from "./handlers";
import type { DomainEvent, WriteIntent } from "./types";

export interface Write<W extends BatchItem<"sqlite">> {
  /** The statement whose result the caller needs; it runs first in the batch. */
  write: W;
  /** Further statements of the same write (a throttle record, a pending deletion). */
  also?: BatchItem<"sqlite">[];
  /** What in-write handlers see before the batch runs. */
  intent: WriteIntent;
  /** The full event from the write's result, or null when nothing was written (unknown id, duplicate). */
  event: (result: Awaited<W>) => DomainEvent | null;
}

/**
 * Runs one mutation and reports its event: the write, its `also` statements and every in-write
 * handler's statements go into one D1 batch (all or nothing); then before-response handlers are
 * awaited and after-response handlers handed to `waitUntil`. Returns the write's result.
 *
 * In-write statements join the batch even when the write then matches no row, so they must be
 * harmless in that case (bumping the content version is).
 */
export async function commit<W extends BatchItem<"sqlite">, E extends { Bindings: Env }>(
  c: Context<E>,
  db: Database,
  { write, also = [], intent, event }: Write<W>,
): Promise<Awaited<W>> {
  const inWrite = inWriteStatements(c, db, intent);
  const [result] = (await db.batch([write, ...also, ...inWrite])) as [Awaited<W>, ...unknown[]];
  const happened = event(result);
  if (happened) await react(c, happened);
  return result;
}

/**
 * Reports an action that changes no row of its own but is still an event (an export): its
 * in-write statements (the audit row) run as one batch, then the effect handlers.
 */
export async function commitEvent<E extends { Bindings: Env }>(c: Context<E>, db: Database, event: DomainEvent, detail?: Record<string, unknown>) {
  const { intent } = reporting(event);
  const [first, ...rest] = inWriteStatements(c, db, { ...intent, detail });
  if (first) await db.batch([first, ...rest]);
  await react(c, event);
}

/** Every in-write handler's statements for this intent, which carries the client's address. */
function inWriteStatements<E extends { Bindings: Env }>(c: Context<E>, db: Database, intent: WriteIntent) {
  const seen: WriteIntent = { ...intent, ip: intent.ip ?? c.req.header("CF-Connecting-IP") ?? null };
  return eventHandlersOf(c).inWrite.flatMap((handle) => handle(seen, db));
}

async function react<E extends { Bindings: Env }>(c: Context<E>, event: DomainEvent): Promise<void> {
  const { beforeResponse, afterResponse } = eventHandlersOf(c);
  const ctx = executionContextOf(c);
  for (const handle of beforeResponse) {
    await handle(event, c.env, ctx);
  }
  for (const handle of afterResponse) {
    c.executionCtx.waitUntil(
      Promise.resolve()
        .then(() => handle(event, c.env))
        .catch((err: unknown) =>
          log("error", "event_handler_failed", {
            eventType: event.type,
            id: "id" in event ? event.id : null,
            handler: handle.name || "anonymous",
            message: loggableMessage(err),
          }),
        ),
    );
  }
}

/**
 * The `intent` and `event` of a write whose event is fully known beforehand (sign-in, sign-out):
 * spread it into `commit`'s options.
 */
export function reporting(event: DomainEvent): { intent: WriteIntent; event: () => DomainEvent } {
  return {
    intent: {
      type: event.type,
      adminId: "adminId" in event ? event.adminId : undefined,
      id: "id" in event ? event.id : undefined,
      ids: "ids" in event ? event.ids : undefined,
    },
    event: () => event,
  };
}

/** The request's execution context; Hono throws when there is none (`app.request` without one, in tests). */
function executionContextOf(c: Context): ExecutionContext | undefined {
  try {
    return c.executionCtx as ExecutionContext;
  } catch {
    return undefined;
  }
}
