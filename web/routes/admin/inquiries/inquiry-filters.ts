import { useQuery } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import { services } from "#core/content/services";
import { staffName } from "#core/format/staff-name";
import { inquiryStatuses, inquiryStatusLabels, inquiryTypeLabel, inquiryTypes } from "#core/taxonomies/inquiries";
import { type FollowUpFilter, followUpFilters, leadStageLabels, leadStages } from "#core/taxonomies/lead-desk";
import { adminApi } from "../data/admin-api";
import { useAssignableStaff } from "../data/lead-desk";
import type { ListFilter } from "../list/list-filter";

const followUpLabels: Record<FollowUpFilter, string> = { today: "Due today", overdue: "Overdue", due: "Due or overdue" };

const FIXED: readonly ListFilter[] = [
  { column: "status", label: "Status", options: inquiryStatuses.map((s) => ({ value: s, label: inquiryStatusLabels[s] })) },
  { column: "type", label: "Type", options: inquiryTypes.map((t) => ({ value: t, label: inquiryTypeLabel(t) })) },
  { column: "service", label: "Service", options: services.map((s) => ({ value: s.id, label: s.title })) },
];

/** The lead desk's filters, after the spec's and the job filter. */
const STAGE: ListFilter = { column: "stage", label: "Stage", options: leadStages.map((s) => ({ value: s, label: leadStageLabels[s] })) };
const FOLLOW_UP: ListFilter = { column: "followUp", label: "Follow-up", options: followUpFilters.map((f) => ({ value: f, label: followUpLabels[f] })) };
const ASSIGNEE_COLUMN = "assignee";

/**
 * `person=<inquiry id>` (every inquiry of the same visitor) has no select: the panel links to it
 * and the list shows it as a banner (PersonBanner).
 */
export const PERSON_PARAM = "person";

/**
 * The inbox's filter names, known before the job list and the colleagues arrive (the URL state
 * reads them); `person` among them, so it reaches the API and "Clear search and filters" drops it.
 */
export const INQUIRY_FILTER_IDS = [...FIXED.map((filter) => filter.column), "job", STAGE.column, ASSIGNEE_COLUMN, FOLLOW_UP.column, PERSON_PARAM];

/**
 * Status, type, service and job: the job filter offers the latest 100 listings, by title. Then the
 * stage, who the lead is assigned to (me, nobody, or a colleague by name) and follow-ups due.
 */
export function useInquiryFilters(): readonly ListFilter[] {
  const { data } = useQuery({
    queryKey: ["admin", "inquiries", "job-options"],
    queryFn: () => parseResponse(adminApi.inquiries["job-options"].$get()),
  });
  const { data: staff } = useAssignableStaff();
  const jobs = [...(data ?? [])].sort((a, b) => a.title.localeCompare(b.title));
  const assignee: ListFilter = {
    column: ASSIGNEE_COLUMN,
    label: "Assigned to",
    options: [
      { value: "me", label: "Mine" },
      { value: "none", label: "Unassigned" },
      ...(staff ?? []).map((colleague) => ({ value: String(colleague.id), label: staffName(colleague) })),
    ],
  };
  return [...FIXED, { column: "job", label: "Job", options: jobs.map((job) => ({ value: String(job.id), label: job.title })) }, STAGE, assignee, FOLLOW_UP];
}
