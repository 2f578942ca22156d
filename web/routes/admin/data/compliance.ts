import { queryOptions } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import type { DeadlineExtensionInput } from "#core/schemas/compliance";
import { adminApi } from "./admin-api";
import { useAdminMutation } from "./mutation";

const compliance = adminApi.compliance;

/** The year's due dates as the public calendar shows them, with the extensions staff recorded. */
export const complianceCalendarQuery = queryOptions({
  queryKey: ["admin", "compliance"],
  queryFn: () => parseResponse(compliance.$get()),
});

export type ComplianceCalendar = Awaited<ReturnType<NonNullable<typeof complianceCalendarQuery.queryFn>>>;
export type ComplianceEntry = ComplianceCalendar["entries"][number];

/** The calendar and the activity log both change with an extension. */
const invalidates = [complianceCalendarQuery.queryKey, ["admin", "activity"]];

/**
 * Records (or replaces) the extension of one due date. A date not later than the statutory one is
 * refused with a field message (422), which the dialog's form shows under "Extended to".
 */
export function useSaveExtension(entry: Pick<ComplianceEntry, "id" | "title">) {
  return useAdminMutation({
    mutationFn: (extension: DeadlineExtensionInput) => parseResponse(compliance[":id"].extension.$put({ param: { id: entry.id }, json: extension })),
    invalidates,
    success: () => "Extension saved",
    failure: `Failed to save the extension of ${entry.title}`,
  });
}

/** Puts a due date back to the statutory one: the page, the feed and the reminders follow at once. */
export function useRemoveExtension() {
  return useAdminMutation({
    mutationFn: (entry: Pick<ComplianceEntry, "id" | "title">) => parseResponse(compliance[":id"].extension.$delete({ param: { id: entry.id } })),
    invalidates,
    success: () => "Extension removed",
    failure: (entry) => `Failed to remove the extension of ${entry.title}`,
  });
}
