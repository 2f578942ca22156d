import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import type { Database } from "../db/client";
import type { Env } from "../env";
import type { DomainEventType, EventOf, WriteIntent } from "./types";

/** Returns statements that join the write's batch: they commit with it or roll it back. */
export type InWriteHandler<T extends DomainEventType = DomainEventType> = (intent: WriteIntent<T>, db: Database) => BatchItem<"sqlite">[];
/**
 * Runs once the write committed; `before` ones are awaited, `after` ones run in waitUntil. `scope`:
 * where the event happened, with what a handler's own writes report their events through.
 */
export type EffectHandler<T extends DomainEventType = DomainEventType> = (event: EventOf<T>, scope: EventScope) => Promise<void> | void;

/** The key of the handlers of every event, such as the audit trail's row (as mitt's "*"). */
export const EVERY_EVENT = "*";

/**
 * Handlers by the event type they react to: each is called for its own types only and handed the
 * event narrowed to them, so no handler tests `event.type`. Under EVERY_EVENT, the handlers of
 * every event, which run first: the audit row must follow the write directly in its batch.
 */
export type EffectsOn = { readonly [T in DomainEventType]?: readonly EffectHandler<T>[] } & { readonly [EVERY_EVENT]?: readonly EffectHandler[] };
/** In-write handlers by the event type they add statements to (see EffectsOn). */
export type InWritesOn = { readonly [T in DomainEventType]?: readonly InWriteHandler<T>[] } & { readonly [EVERY_EVENT]?: readonly InWriteHandler[] };

/**
 * Where an event happens: a request (`scopeOf`, ./commit.ts) or the cron, which has no request.
 * The handlers come from worker/features.ts either way, on the request or handed to the cron's tasks.
 */
export interface EventScope {
  env: Env;
  handlers: EventHandlers;
  /**
   * The execution context: after-response handlers run past the answer in its waitUntil, and the
   * edge cache's purge lives on it. Absent in some tests, where the handlers are awaited.
   */
  ctx?: ExecutionContext;
  /** The client's address, for the audit row; null for the cron. */
  ip: string | null;
}

export interface EventHandlers {
  /** Part of the write itself (audit rows, the content version). A failure fails the write. */
  inWrite: InWritesOn;
  /**
   * Awaited before the response (cache invalidation), so the next request sees the change. A
   * failure answers 500 although the write is stored: the admin learns the site may be stale.
   */
  beforeResponse: EffectsOn;
  /** Run after the response (mail); a failure is logged and never reaches the visitor or admin. */
  afterResponse: EffectsOn;
}

/** One list of handlers by event type from several (the features' `on`, a kit's own): each type's handlers in the order given. */
export function mergeHandlers<On extends EffectsOn | InWritesOn>(...lists: readonly On[]): On {
  const merged: Record<string, unknown[]> = {};
  for (const list of lists) {
    for (const [type, handlers] of Object.entries(list) as [string, readonly unknown[]][]) (merged[type] ??= []).push(...handlers);
  }
  // Each type's list holds handlers declared for that type, as the lists given did.
  return merged as unknown as On;
}

/**
 * The handlers an event of `type` runs: those of every event, then its own. Each was declared
 * under this type, so it takes the event the caller holds (the one cast of the kit).
 */
export function effectsOf(on: EffectsOn, type: DomainEventType): readonly EffectHandler[] {
  return [...(on[EVERY_EVENT] ?? []), ...((on[type] ?? []) as readonly EffectHandler[])];
}

/** The in-write handlers of an intent of `type`, as effectsOf. */
export function inWritesOf(on: InWritesOn, type: DomainEventType): readonly InWriteHandler[] {
  return [...(on[EVERY_EVENT] ?? []), ...((on[type] ?? []) as readonly InWriteHandler[])];
}

declare module "hono" {
  interface ContextVariableMap {
    /**
     * Every reaction to a domain event, composed from the features' declarations by worker/features.ts
     * and set on each request by its middleware: this kit never imports the features it serves.
     */
    eventHandlers: EventHandlers;
  }
}

/** The handlers of the request: a route mounted outside the composed app has none, which is a wiring fault. */
export function eventHandlersOf(c: Context): EventHandlers {
  const handlers = c.get("eventHandlers");
  if (!handlers) throw new Error("No event handlers on this request: mount the route through worker/features.ts");
  return handlers;
}
