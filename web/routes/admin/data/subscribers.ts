import { parseResponse } from "hono/client";
import { adminApi } from "./admin-api";
import { exportHref, useListPage } from "./list-query";
import { useAdminMutation } from "./mutation";

const subscribers = adminApi.subscribers;
const keys = { all: ["admin", "subscribers"] as const };

const fetchPage = (query: Record<string, string>) => parseResponse(subscribers.$get({ query }));

export type SubscriberRow = Awaited<ReturnType<typeof fetchPage>>["rows"][number];

/** One page of newsletter subscribers for this URL query. */
export function useSubscriberList(query: Record<string, string>) {
  return useListPage(keys.all, query, fetchPage, "Failed to load subscribers");
}

export function useDeleteSubscriber() {
  return useAdminMutation({
    mutationFn: (id: number) => parseResponse(subscribers[":id"].$delete({ param: { id: String(id) } })),
    invalidates: [keys.all],
    success: () => "Subscriber removed",
    failure: "Failed to remove subscriber",
  });
}

/** Where the CSV of the subscribers matching this view downloads from. */
export const subscriberExportHref = (query: Record<string, string>) => exportHref("/api/admin/subscribers/export", query);
