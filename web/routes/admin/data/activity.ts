import { parseResponse } from "hono/client";
import { adminApi } from "./admin-api";
import { useListPage } from "./list-query";

const fetchPage = (query: Record<string, string>) => parseResponse(adminApi.activity.$get({ query }));

export type ActivityRow = Awaited<ReturnType<typeof fetchPage>>["rows"][number];

/** What the audit trail returns of one entry (worker/audit/data.ts), on the Activity screen and the dashboard. */
export interface ActivityEntry {
  action: string;
  actor: string | null;
  recordType: string;
  recordId: number | null;
  label: string | null;
  detail: Record<string, unknown> | null;
}

/** One page of the audit trail for this URL query. */
export function useActivityList(query: Record<string, string>) {
  return useListPage(["admin", "activity"], query, fetchPage, "Failed to load the activity log");
}
