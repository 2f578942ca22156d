import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import type { Database } from "../db/client";
import { loggableMessage } from "../db/errors";
import type { Env } from "../env";
import { log } from "../lib/log";
import { effectsOf, eventHandlersOf, type EventScope, inWritesOf } from "./handlers";
import type { DomainEvent, WriteIntent } from "./types";

export interface Write<W extends BatchItem<"sqlite">> {
  /** The statement whose result the caller needs; it runs first in the batch. */
  write: W;
  /**
   * Further statements of the same write (a throttle record, a pending deletion, a revision): they
   * run after the in-write handlers', which read what the write itself did.
   */
  also?: BatchItem<"sqlite">[];
  /** What in-write handlers see before the batch runs. */
  intent: WriteIntent;
  /** The full event from the write's result, or null when nothing was written (unknown id, duplicate). */
  event: (result: Awaited<W>) => DomainEvent | null;
}

/** A request's scope: its handlers, bindings, execution context and client address. */
export function scopeOf<E extends { Bindings: Env }>(c: Context<E>): EventScope {
  return { env: c.env, handlers: eventHandlersOf(c), ctx: executionContextOf(c), ip: c.req.header("CF-Connecting-IP") ?? null };
}

/**
 * Runs one mutation and reports its event: the write, every in-write handler's statements and the
 * write's `also` statements go into one D1 batch (all or nothing), in that order; then before-response handlers are
 * awaited and after-response handlers handed to `waitUntil`. Returns the write's result.
 *
 * In-write statements join the batch even when the write then matches no row, so they must be
 * harmless in that case (bumping the content version is).
 */
export function commit<W extends BatchItem<"sqlite">, E extends { Bindings: Env }>(c: Context<E>, db: Database, write: Write<W>): Promise<Awaited<W>> {
  return commitIn(scopeOf(c), db, write);
}

/** `commit` where there is no request: the cron's scheduled publishing. */
export async function commitIn<W extends BatchItem<"sqlite">>(scope: EventScope, db: Database, { write, also = [], intent, event }: Write<W>): Promise<Awaited<W>> {
  // The audit row, the first in-write statement, reads SQLite's last_insert_rowid() and changes():
  // what the statement just before it did, which must be the write.
  const inWrite = inWriteStatements(scope, db, intent);
  const [result] = (await db.batch([write, ...inWrite, ...also])) as [Awaited<W>, ...unknown[]];
  const happened = event(result);
  if (happened) await react(scope, happened);
  return result;
}

/**
 * Reports an action that changes no row of its own but is still an event (an export): its
 * in-write statements (the audit row) run as one batch, then the effect handlers.
 */
export async function commitEvent<E extends { Bindings: Env }>(c: Context<E>, db: Database, event: DomainEvent, detail?: Record<string, unknown>) {
  const scope = scopeOf(c);
  const { intent } = reporting(event);
  const [first, ...rest] = inWriteStatements(scope, db, { ...intent, detail });
  if (first) await db.batch([first, ...rest]);
  await react(scope, event);
}

/** The statements of the intent's in-write handlers, the intent carrying the client's address. */
function inWriteStatements(scope: EventScope, db: Database, intent: WriteIntent) {
  const seen: WriteIntent = { ...intent, ip: intent.ip ?? scope.ip };
  return inWritesOf(scope.handlers.inWrite, intent.type).flatMap((handle) => handle(seen, db));
}

async function react(scope: EventScope, event: DomainEvent): Promise<void> {
  const { beforeResponse, afterResponse } = scope.handlers;
  for (const handle of effectsOf(beforeResponse, event.type)) {
    await handle(event, scope);
  }
  for (const handle of effectsOf(afterResponse, event.type)) {
    const done = Promise.resolve()
      .then(() => handle(event, scope))
      .catch((err: unknown) =>
        log("error", "event_handler_failed", {
          eventType: event.type,
          id: "id" in event ? event.id : null,
          handler: handle.name || "anonymous",
          message: loggableMessage(err),
        }),
      );
    if (scope.ctx) scope.ctx.waitUntil(done);
    else await done;
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
