import type { EVERY_EVENT, EffectHandler, EventHandlers, InWriteHandler } from "../events/handlers";
import type { DomainEventType } from "../events/types";
import { eventHandlers } from "../features";

/**
 * Adds a handler to the composed ones (worker/features.ts) under an event type, or under EVERY_EVENT
 * to see every event; returns how to take it out again, for the test's afterEach or afterAll.
 */
export function addHandler<K extends keyof EventHandlers, T extends DomainEventType | typeof EVERY_EVENT>(
  kind: K,
  type: T,
  handler: K extends "inWrite" ? InWriteHandler<T extends DomainEventType ? T : DomainEventType> : EffectHandler<T extends DomainEventType ? T : DomainEventType>,
): () => void {
  const on = eventHandlers[kind] as Record<string, readonly unknown[] | undefined>;
  const before = on[type];
  on[type] = [...(before ?? []), handler];
  return () => {
    if (before) on[type] = before;
    else delete on[type];
  };
}
