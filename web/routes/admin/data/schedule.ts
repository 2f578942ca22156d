import type { ClientResponse } from "hono/client";
import { parseResponse } from "hono/client";
import { formatDateTime } from "#core/format/date";
import { useAdminMutation } from "./mutation";

/** A resource whose drafts can be scheduled (posts, job listings): `PUT /:id/schedule`. */
export interface SchedulableClient {
  ":id": { schedule: { $put: (args: { param: { id: string }; json: { publishAt: string | null } }) => Promise<ClientResponse<unknown>> } };
}

/** Schedules a saved draft (`publishAt`, UTC) or cancels its schedule (null), with toasts. */
export function useSchedule(client: SchedulableClient, names: { short: string; plural: string }) {
  return useAdminMutation({
    mutationFn: ({ id, publishAt }: { id: number; publishAt: string | null }) =>
      parseResponse(client[":id"].schedule.$put({ param: { id: String(id) }, json: { publishAt } })) as unknown as Promise<{ id: number; publishAt: string | null }>,
    invalidates: [["admin", names.plural]],
    success: ({ publishAt }) => (publishAt ? `Scheduled to publish on ${formatDateTime(publishAt)} IST` : "Schedule cancelled: it stays a draft"),
    failure: ({ publishAt }) => (publishAt ? `Failed to schedule the ${names.short}` : "Failed to cancel the schedule"),
  });
}
