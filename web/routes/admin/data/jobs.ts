import { queryOptions } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import type { JobInput } from "#core/schemas/job";
import { browserApi } from "@/lib/api-client";
import { useAdminMutation } from "./mutation";

const jobs = browserApi.api.admin.jobs;
const param = (id: number) => ({ param: { id: String(id) } });

export const jobKeys = { all: ["admin", "jobs"] as const, one: (id: number) => ["admin", "jobs", id] as const };

const fetchList = () => parseResponse(jobs.$get());

export type JobRow = Awaited<ReturnType<typeof fetchList>>[number];

export const jobListQuery = queryOptions({ queryKey: jobKeys.all, queryFn: fetchList });

export const jobQuery = (id: number) =>
  queryOptions({ queryKey: jobKeys.one(id), queryFn: () => parseResponse(jobs[":id"].$get(param(id))) });

export function useToggleJob() {
  return useAdminMutation({
    mutationFn: ({ id, published }: { id: number; published: boolean }) =>
      parseResponse(jobs[":id"].published.$patch({ ...param(id), json: { published } })),
    invalidates: [jobKeys.all],
    success: (job) => (job.published ? "Job published successfully" : "Job unpublished successfully"),
    failure: "Failed to update job status",
  });
}

export function useDeleteJob() {
  return useAdminMutation({
    mutationFn: (id: number) => parseResponse(jobs[":id"].$delete(param(id))),
    invalidates: [jobKeys.all],
    success: () => "Job deleted successfully",
    failure: "Failed to delete job",
  });
}

export function useSaveJob(onSaved: () => void) {
  return useAdminMutation({
    mutationFn: ({ id, values }: { id?: number; values: JobInput }) =>
      id ? parseResponse(jobs[":id"].$put({ ...param(id), json: values })) : parseResponse(jobs.$post({ json: values })),
    invalidates: [jobKeys.all],
    success: (_job, { id }) => (id ? "Job listing updated successfully" : "Job listing created successfully"),
    failure: ({ id }) => (id ? "Failed to update job listing" : "Failed to create job listing"),
    onSuccess: onSaved,
  });
}
