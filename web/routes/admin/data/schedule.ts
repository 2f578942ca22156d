import type { QueryKey } from "@tanstack/react-query";
import type { ClientResponse } from "hono/client";
import { parseResponse } from "hono/client";
import { formatDateTime } from "#core/format/date";
import { useAdminMutation } from "./mutation";

/** A resource whose drafts can be scheduled (posts, job listings): `PUT /:id/schedule`. */
export interface SchedulableClient {
  ":id": { schedule: { $put: (args: { param: { id: string }; json: { publishAt: string | null } }) => Promise<ClientResponse<unknown>> } };
}

/** A publishable resource (data/publishable-resource.ts) whose drafts can be scheduled. */
export interface SchedulableResource {
  client: SchedulableClient;
  names: { short: string; record: string };
  listKey: QueryKey;
}

/** Schedules a saved draft (`publishAt`, UTC) or cancels its schedule (null), with toasts. */
export function useSchedule({ client, names, listKey }: SchedulableResource) {
  return useAdminMutation({
    mutationFn: ({ id, publishAt }: { id: number; publishAt: string | null }) =>
      parseResponse(client[":id"].schedule.$put({ param: { id: String(id) }, json: { publishAt } })) as unknown as Promise<{ id: number; publishAt: string | null }>,
    invalidates: [listKey],
    success: ({ publishAt }) => (publishAt ? `Scheduled to publish on ${formatDateTime(publishAt)} IST` : "Schedule cancelled: it stays a draft"),
    failure: ({ publishAt }) => (publishAt ? `Failed to schedule the ${names.short}` : "Failed to cancel the schedule"),
  });
}
