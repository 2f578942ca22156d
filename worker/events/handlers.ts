import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import type { Database } from "../db/client";
import type { Env } from "../env";
import type { DomainEvent, WriteIntent } from "./types";

/** Returns statements that join the write's batch: they commit with it or roll it back. */
export type InWriteHandler = (intent: WriteIntent, db: Database) => BatchItem<"sqlite">[];
/**
 * Runs once the write committed; `before` ones are awaited, `after` ones run in waitUntil. `ctx`:
 * the request's execution context (the edge cache's purge lives on it), absent where there is none.
 */
export type EffectHandler = (event: DomainEvent, env: Env, ctx?: ExecutionContext) => Promise<void> | void;

export interface EventHandlers {
  /** Part of the write itself (audit rows, the content version). A failure fails the write. */
  inWrite: InWriteHandler[];
  /**
   * Awaited before the response (cache invalidation), so the next request sees the change. A
   * failure answers 500 although the write is stored: the admin learns the site may be stale.
   */
  beforeResponse: EffectHandler[];
  /** Run after the response (mail); a failure is logged and never reaches the visitor or admin. */
  afterResponse: EffectHandler[];
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
