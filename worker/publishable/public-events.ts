import type { DomainEventType, PublishableEntity } from "../events/types";

const ACTIONS = ["created", "updated", "restored", "published", "unpublished", "deleted"] as const;

/**
 * The events after which a publishable resource's public pages may read differently: all its
 * actions (a draft's edit moves the cache too: cheap, and never stale).
 */
export const publicEventsOf = (entity: PublishableEntity): DomainEventType[] => ACTIONS.map((action) => `${entity}.${action}` as const);
