import { useQuery } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import type { InquiryBulkAction } from "#core/schemas/list-query";
import type { InquiryStatus } from "#core/taxonomies/inquiries";
import { adminApi } from "./admin-api";
import { exportHref, useListPage } from "./list-query";
import { useAdminMutation } from "./mutation";

const inquiries = adminApi.inquiries;
const param = (id: number) => ({ param: { id: String(id) } });

export const inquiryKeys = { all: ["admin", "inquiries"] as const, one: (id: number) => ["admin", "inquiries", "one", id] as const };

// The query is the list's URL params, which the API validates against the same schema.
const fetchPage = (query: Record<string, string>) => parseResponse(inquiries.$get({ query }));

export type InquiryRow = Awaited<ReturnType<typeof fetchPage>>["rows"][number];

/** One page of the inbox for this URL query, with the spec's failure toast. */
export function useInquiryList(query: Record<string, string>) {
  return useListPage(inquiryKeys.all, query, fetchPage, "Failed to load inquiries");
}

/**
 * The inquiry in the side panel: taken from the page on screen when it is there, else read by
 * id (a shared link can name an inquiry on another page, or beyond the current filters).
 */
export function useInquiry(id: number | null, page: InquiryRow[] | undefined) {
  const onPage = page?.find((row) => row.id === id);
  const { data } = useQuery({
    queryKey: inquiryKeys.one(id ?? 0),
    queryFn: () => parseResponse(inquiries[":id"].$get(param(id ?? 0))),
    enabled: id !== null && page !== undefined && !onPage,
  });
  return id === null ? null : (onPage ?? data ?? null);
}

/** Where the CSV of every inquiry matching this view downloads from. */
export const inquiryExportHref = (query: Record<string, string>) => exportHref("/api/admin/inquiries/export", query);

/** Where an admin downloads an inquiry's résumé (an attachment, never shown inline). */
export const resumeHref = (id: number) => `/api/admin/inquiries/${id}/resume`;

interface StatusChange {
  id: number;
  status: InquiryStatus;
  /** Marking an inquiry read because it was opened is no news to the admin. */
  silent?: boolean;
}

export function useSetInquiryStatus() {
  return useAdminMutation({
    mutationFn: ({ id, status }: StatusChange) => parseResponse(inquiries[":id"].status.$patch({ ...param(id), json: { status } })),
    invalidates: [inquiryKeys.all],
    success: () => "Status updated successfully",
    silentSuccess: ({ silent }) => silent === true,
    failure: "Failed to update status",
  });
}

const threadKey = (id: number) => [...inquiryKeys.all, id, "thread"] as const;

const fetchThread = (id: number) => parseResponse(inquiries[":id"].thread.$get(param(id)));

export type InquiryThread = Awaited<ReturnType<typeof fetchThread>>;

/** The replies of one inquiry, oldest first, and the subject the next reply carries. */
export function useInquiryThread(id: number) {
  const { data, isError } = useQuery({ queryKey: threadKey(id), queryFn: () => fetchThread(id) });
  return { thread: data, isError };
}

/** Mails a reply; the list (now "Replied") and the thread under it are refreshed. */
export function useSendReply(id: number) {
  return useAdminMutation({
    mutationFn: ({ body }: { body: string }) => parseResponse(inquiries[":id"].replies.$post({ ...param(id), json: { body } })),
    invalidates: [inquiryKeys.all],
    success: () => "Reply sent",
    failure: "Reply not sent",
  });
}

/** Keeps a private note in the thread; only the thread is refreshed (the status stays). */
export function useAddNote(id: number) {
  return useAdminMutation({
    mutationFn: ({ body }: { body: string }) => parseResponse(inquiries[":id"].notes.$post({ ...param(id), json: { body } })),
    invalidates: [threadKey(id)],
    success: () => "Note saved",
    failure: "Note not saved",
  });
}

export function useDeleteInquiry(onDeleted?: () => void) {
  return useAdminMutation({
    mutationFn: (id: number) => parseResponse(inquiries[":id"].$delete(param(id))),
    invalidates: [inquiryKeys.all],
    success: () => "Inquiry deleted successfully",
    failure: "Failed to delete inquiry",
    onSuccess: onDeleted,
  });
}

const BULK_DONE: Record<InquiryBulkAction, string> = { read: "marked as read", replied: "marked as replied", delete: "deleted" };
const inquiriesCount = (n: number) => `${n} ${n === 1 ? "inquiry" : "inquiries"}`;

/** Marks read, marks replied or deletes the ticked inquiries, and only those. */
export function useBulkInquiryAction(onDone: () => void) {
  return useAdminMutation({
    mutationFn: ({ ids, action }: { ids: number[]; action: InquiryBulkAction }) => parseResponse(inquiries.bulk.$post({ json: { ids, action } })),
    invalidates: [inquiryKeys.all],
    success: (result, { action }) => `${inquiriesCount(result.count)} ${BULK_DONE[action]}`,
    failure: "The selected inquiries could not be updated",
    onSuccess: onDone,
  });
}
