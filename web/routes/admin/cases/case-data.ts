import { useQuery } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import type { CaseItemState } from "#core/taxonomies/cases";
import { adminApi } from "../data/admin-api";
import { useListPage } from "../data/list-query";
import { useAdminMutation } from "../data/mutation";

/** The cases' API as the admin calls it (typed from the worker's routes, never its tables). */
const cases = adminApi.cases;
const param = (id: number) => ({ param: { id: String(id) } });

export const caseKeys = { all: ["admin", "cases"] as const, one: (id: number) => ["admin", "cases", "one", id] as const };

const fetchPage = (query: Record<string, string>) => parseResponse(cases.$get({ query }));
export type CaseRow = Awaited<ReturnType<typeof fetchPage>>["rows"][number];

export function useCaseList(query: Record<string, string>) {
  return useListPage(caseKeys.all, query, fetchPage, "Failed to load cases");
}

const fetchCase = (id: number) => parseResponse(cases[":id"].$get(param(id)));
export type CaseDetails = Awaited<ReturnType<typeof fetchCase>>;
export type CaseItem = CaseDetails["items"][number];
export type CaseStep = CaseDetails["steps"][number];
export type CaseFile = CaseDetails["files"][number];

export function useCase(id: number) {
  return useQuery({ queryKey: caseKeys.one(id), queryFn: () => fetchCase(id) });
}

/** What the "Open case" form offers: the colleagues, and for a lead the sub-service its quote named. */
export function useNewCaseOptions(inquiry: number | null) {
  return useQuery({
    queryKey: [...caseKeys.all, "new", inquiry],
    queryFn: () => parseResponse(cases.new.$get({ query: inquiry ? { inquiry: String(inquiry) } : {} })),
  });
}

/** Where staff open a file (inline where the browser shows it, sandboxed), or download it. */
export const caseFileHref = (caseId: number, fileId: number, download = false) => `/api/admin/cases/${caseId}/files/${fileId}${download ? "?download=1" : ""}`;

type OpenCaseInput = Parameters<typeof cases.$post>[0]["json"];

export function useOpenCase(onOpened: (id: number, existing: boolean) => void) {
  return useAdminMutation({
    mutationFn: (json: OpenCaseInput) => parseResponse(cases.$post({ json })),
    invalidates: [caseKeys.all],
    success: ({ existing }) => (existing ? "This lead's case is already open" : "Case opened"),
    failure: "Case not opened",
    onSuccess: ({ id, existing }) => onOpened(id, existing),
  });
}

export function useUpdateCase(id: number) {
  return useAdminMutation({
    mutationFn: (json: { assigneeId: number | null; dueOn: string | null }) => parseResponse(cases[":id"].$put({ ...param(id), json })),
    invalidates: [caseKeys.all],
    success: () => "Case updated",
    failure: "Case not updated",
  });
}

export function useSetCaseStatus(id: number) {
  return useAdminMutation({
    mutationFn: (status: "open" | "closed") => parseResponse(cases[":id"].status.$put({ ...param(id), json: { status } })),
    invalidates: [caseKeys.all],
    success: (_, status) => (status === "closed" ? "Case closed" : "Case reopened"),
    failure: "Not saved",
  });
}

export function useNextPeriod(id: number, onStarted: (next: number) => void) {
  return useAdminMutation({
    mutationFn: (json: { period: string; dueOn: string | null }) => parseResponse(cases[":id"]["next-period"].$post({ ...param(id), json })),
    invalidates: [caseKeys.all],
    success: () => "Next period's case started",
    failure: "Next period not started",
    onSuccess: ({ id: next }) => onStarted(next),
  });
}

export function useAddItem(id: number) {
  return useAdminMutation({
    mutationFn: (json: { label: string; note: string | null }) => parseResponse(cases[":id"].items.$post({ ...param(id), json })),
    invalidates: [caseKeys.all],
    success: () => "Document added to the checklist",
    failure: "Document not added",
  });
}

const itemParam = (id: number, itemId: number) => ({ param: { id: String(id), itemId: String(itemId) } });

export function useRemoveItem(id: number) {
  return useAdminMutation({
    mutationFn: (itemId: number) => parseResponse(cases[":id"].items[":itemId"].$delete(itemParam(id, itemId))),
    invalidates: [caseKeys.all],
    success: () => "Document removed from the checklist",
    failure: "Document not removed",
  });
}

export function useReviewItem(id: number) {
  return useAdminMutation({
    mutationFn: ({ itemId, state, reason }: { itemId: number; state: Exclude<CaseItemState, "received">; reason: string | null }) =>
      parseResponse(cases[":id"].items[":itemId"].state.$put({ ...itemParam(id, itemId), json: { state, reason } })),
    invalidates: [caseKeys.all],
    success: (_, { state }) => (state === "accepted" ? "Document accepted" : state === "returned" ? "Sent back to the client" : "Asked for again"),
    failure: "Not saved",
  });
}

export function useItemNote(id: number) {
  return useAdminMutation({
    mutationFn: ({ itemId, note }: { itemId: number; note: string | null }) => parseResponse(cases[":id"].items[":itemId"].note.$put({ ...itemParam(id, itemId), json: { note } })),
    invalidates: [caseKeys.all],
    success: () => "Note saved",
    failure: "Note not saved",
  });
}

export function useUploadDocument(id: number) {
  return useAdminMutation({
    mutationFn: ({ itemId, file }: { itemId: number; file: File }) => parseResponse(cases[":id"].items[":itemId"].files.$post({ ...itemParam(id, itemId), form: { file } })),
    invalidates: [caseKeys.all],
    success: () => "File stored; the document is marked received",
    failure: "File not stored",
  });
}

export function useUploadOutput(id: number) {
  return useAdminMutation({
    mutationFn: ({ stepId, file }: { stepId: number | null; file: File }) => parseResponse(cases[":id"].outputs.$post({ ...param(id), form: { file, stepId: stepId ? String(stepId) : "" } })),
    invalidates: [caseKeys.all],
    success: () => "Output attached for the client",
    failure: "Output not attached",
  });
}

export function useSetStep(id: number) {
  return useAdminMutation({
    mutationFn: ({ stepId, ...json }: { stepId: number; done: boolean; doneOn: string | null; reference: string | null; note: string | null }) =>
      parseResponse(cases[":id"].steps[":stepId"].$put({ param: { id: String(id), stepId: String(stepId) }, json })),
    invalidates: [caseKeys.all],
    success: (_, { done }) => (done ? "Step marked done" : "Step marked not done"),
    failure: "Step not saved",
  });
}

export function useAddNote(id: number) {
  return useAdminMutation({
    mutationFn: (body: string) => parseResponse(cases[":id"].notes.$post({ ...param(id), json: { body } })),
    invalidates: [caseKeys.all],
    success: () => "Note added",
    failure: "Note not added",
  });
}
