import { queryOptions, useQuery } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import type { InquiryStatus } from "#core/taxonomies/inquiries";
import { adminApi } from "./admin-api";
import { useAdminMutation } from "./mutation";
import { useLoadFailureToast } from "./use-load-failure-toast";

const inquiries = adminApi.inquiries;
const param = (id: number) => ({ param: { id: String(id) } });

export const inquiryKeys = { all: ["admin", "inquiries"] as const };

const fetchInquiries = () => parseResponse(inquiries.$get());

export type InquiryRow = Awaited<ReturnType<typeof fetchInquiries>>[number];

const inquiryListQuery = queryOptions({ queryKey: inquiryKeys.all, queryFn: fetchInquiries });

/** All inquiries for the admin list, with the spec's failure toast. */
export function useInquiryList() {
  const { data, isError } = useQuery(inquiryListQuery);
  useLoadFailureToast(isError, "Failed to load inquiries");
  return { rows: data, isError };
}

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

export function useDeleteInquiry(onDeleted?: () => void) {
  return useAdminMutation({
    mutationFn: (id: number) => parseResponse(inquiries[":id"].$delete(param(id))),
    invalidates: [inquiryKeys.all],
    success: () => "Inquiry deleted successfully",
    failure: "Failed to delete inquiry",
    onSuccess: onDeleted,
  });
}
