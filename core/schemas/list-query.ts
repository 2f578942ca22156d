import * as v from "valibot";
import { blogCategories } from "../taxonomies/blog";
import { caseStatuses } from "../taxonomies/cases";
import { inquiryStatuses, inquiryTypes } from "../taxonomies/inquiries";
import { jobTypes } from "../taxonomies/jobs";
import { followUpFilters, leadStages } from "../taxonomies/lead-desk";
import { serviceIds } from "../taxonomies/services";

/**
 * The one contract of every admin list: the API validates its query with these schemas and the
 * admin's URLs use the same names, so a list's address is also its API query.
 */
export const PAGE_SIZE_DEFAULT = 25;
export const PAGE_SIZE_MAX = 100;
export const PAGE_SIZES = [25, 50, 100] as const;
const SEARCH_MAX_LENGTH = 200;

const wholeNumber = (message: string) => v.pipe(v.string(), v.regex(/^-?\d{1,9}$/, message), v.transform(Number));

/** `page`: 1-based; 0, a negative or a non-number is refused (400), a page past the end is simply empty. */
const pageField = v.optional(
  v.pipe(wholeNumber("The page must be a whole number, starting at 1."), v.minValue(1, "The page must be a whole number, starting at 1.")),
  "1",
);

/** `size`: rows per page, 25 unless chosen; a size above the maximum is lowered to it, below 1 refused. */
const sizeField = v.optional(
  v.pipe(
    wholeNumber(`The page size must be a whole number from 1 to ${PAGE_SIZE_MAX}.`),
    v.minValue(1, `The page size must be a whole number from 1 to ${PAGE_SIZE_MAX}.`),
    v.transform((size) => Math.min(size, PAGE_SIZE_MAX)),
  ),
  String(PAGE_SIZE_DEFAULT),
);

const searchField = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(SEARCH_MAX_LENGTH, `Search for at most ${SEARCH_MAX_LENGTH} characters.`)),
  "",
);

const dayField = (label: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.isoDate(`The ${label} date must be written as YYYY-MM-DD.`),
      // 2026-02-30 passes the pattern; a real day survives the round trip through Date unchanged.
      v.check((day) => {
        const date = new Date(`${day}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
      }, `The ${label} date does not exist.`),
    ),
  );

/** `sort=date` or `sort=-date` (a leading minus is descending), over the columns a list allows. */
function sortField<S extends string>(sorts: readonly S[], fallback: NoInfer<`${"" | "-"}${S}`>) {
  const values = sorts.flatMap((s) => [s, `-${s}`]) as `${"" | "-"}${S}`[];
  return v.optional(v.picklist(values, `Sort by one of: ${sorts.join(", ")} (a leading "-" for descending).`), fallback);
}

function listQuery<F extends v.ObjectEntries, S extends string>(filters: F, sorts: readonly S[], fallback: NoInfer<`${"" | "-"}${S}`>) {
  return v.object({
    page: pageField,
    size: sizeField,
    q: searchField,
    sort: sortField(sorts, fallback),
    from: dayField("from"),
    to: dayField("to"),
    ...filters,
  });
}

const choice = <T extends string>(values: readonly T[], what: string) =>
  v.optional(v.picklist(values, `Choose a ${what} from the list.`));

export const publishedStates = ["published", "draft"] as const;
export type PublishedState = (typeof publishedStates)[number];

export const inquiryListQuery = listQuery(
  {
    status: choice(inquiryStatuses, "status"),
    type: choice(inquiryTypes, "type"),
    service: choice(serviceIds, "service"),
    job: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/, "Choose a job from the list."), v.transform(Number))),
    // The lead desk's filters: stage, who handles it ("me", "none" or a colleague's id), follow-ups due,
    // and "the same person as inquiry N" (a returning visitor's inquiries together).
    stage: choice(leadStages, "stage"),
    assignee: v.optional(v.pipe(v.string(), v.regex(/^(me|none|[1-9]\d{0,15})$/, "Choose whose inquiries to show from the list."))),
    followUp: choice(followUpFilters, "follow-up"),
    person: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/, "Not a valid inquiry."), v.transform(Number))),
  },
  ["date", "name"],
  "-date",
);

/**
 * The clients' cases (worker/cases): open or closed, at which step (the first not yet done, 1-based,
 * or "done"), whose, and only those past their due date.
 */
export const caseListQuery = listQuery(
  {
    status: choice(caseStatuses, "status"),
    step: v.optional(v.pipe(v.string(), v.regex(/^([1-9]|1\d|done)$/, "Choose a step from the list."))),
    assignee: v.optional(v.pipe(v.string(), v.regex(/^(me|none|[1-9]\d{0,15})$/, "Choose whose cases to show from the list."))),
    overdue: v.optional(v.picklist(["1"] as const, "Choose overdue or all.")),
  },
  ["date", "due", "name"],
  "-date",
);

export const postListQuery = listQuery(
  { status: choice(publishedStates, "status"), category: choice(blogCategories, "category") },
  ["date", "title"],
  "-date",
);

export const jobListQuery = listQuery(
  { status: choice(publishedStates, "status"), type: choice(jobTypes, "job type") },
  ["date", "title"],
  "-date",
);

export const personListQuery = listQuery({ status: choice(publishedStates, "status") }, ["date", "title"], "-date");

export const subscriberListQuery = listQuery({}, ["date", "email"], "-date");

/** The record types the activity log names; `action` is an event type such as `post.published`. */
export const activityRecordTypes = ["admin", "post", "job", "person", "inquiry", "case", "subscriber", "sub_service_fee", "site_settings", "privacy", "data"] as const;

export const activityListQuery = listQuery(
  {
    record: choice(activityRecordTypes, "record type"),
    action: v.optional(v.pipe(v.string(), v.regex(/^[a-z_]+\.[a-z_]+$/, "Choose an action from the list."))),
  },
  ["date"],
  "-date",
);

export type InquiryListQuery = v.InferOutput<typeof inquiryListQuery>;
export type CaseListQuery = v.InferOutput<typeof caseListQuery>;
export type PostListQuery = v.InferOutput<typeof postListQuery>;
export type JobListQuery = v.InferOutput<typeof jobListQuery>;
export type PersonListQuery = v.InferOutput<typeof personListQuery>;
export type SubscriberListQuery = v.InferOutput<typeof subscriberListQuery>;
export type ActivityListQuery = v.InferOutput<typeof activityListQuery>;

/** Every list answer: one page of rows and the total that matches, so the pager can count pages. */
export interface ListPage<Row> {
  rows: Row[];
  total: number;
  page: number;
  size: number;
}

/** Body of the bulk inquiry actions: the rows the admin ticked, at most one full page. */
export const inquiryBulkSchema = v.object({
  ids: v.pipe(
    v.array(v.pipe(v.number("Each id must be a number."), v.integer("Each id must be a whole number."), v.minValue(1, "Each id must be a whole number."))),
    v.minLength(1, "Select at least one inquiry."),
    v.maxLength(PAGE_SIZE_MAX, `Select at most ${PAGE_SIZE_MAX} inquiries at a time.`),
  ),
  action: v.picklist(["read", "replied", "delete"], "Choose mark read, mark replied or delete."),
});

export type InquiryBulkAction = v.InferOutput<typeof inquiryBulkSchema>["action"];
