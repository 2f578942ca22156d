import { useQuery } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import { services } from "#core/content/services";
import { inquiryStatuses, inquiryStatusLabels, inquiryTypeLabel, inquiryTypes } from "#core/taxonomies/inquiries";
import { adminApi } from "../data/admin-api";
import type { ListFilter } from "../list/list-filter";

const FIXED: readonly ListFilter[] = [
  { column: "status", label: "Status", options: inquiryStatuses.map((s) => ({ value: s, label: inquiryStatusLabels[s] })) },
  { column: "type", label: "Type", options: inquiryTypes.map((t) => ({ value: t, label: inquiryTypeLabel(t) })) },
  { column: "service", label: "Service", options: services.map((s) => ({ value: s.id, label: s.title })) },
];

/** The inbox's filter names, known before the job list arrives (the URL state reads them). */
export const INQUIRY_FILTER_IDS = [...FIXED.map((filter) => filter.column), "job"];

/** Status, type, service and job: the job filter offers the latest 100 listings, by title. */
export function useInquiryFilters(): readonly ListFilter[] {
  const { data } = useQuery({
    queryKey: ["admin", "inquiries", "job-options"],
    queryFn: () => parseResponse(adminApi.inquiries["job-options"].$get()),
  });
  const jobs = [...(data ?? [])].sort((a, b) => a.title.localeCompare(b.title));
  return [...FIXED, { column: "job", label: "Job", options: jobs.map((job) => ({ value: String(job.id), label: job.title })) }];
}
