import { useQuery } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import type { LeadDeskSettings } from "#core/schemas/lead-desk";
import type { ContactChannel, LeadStage, LostReason } from "#core/taxonomies/lead-desk";
import { adminApi } from "./admin-api";
import { inquiryKeys } from "./inquiries";
import { useAdminMutation } from "./mutation";

const inquiries = adminApi.inquiries;
const param = (id: number) => ({ param: { id: String(id) } });

const deskKey = (id: number) => [...inquiryKeys.all, id, "lead-desk"] as const;
const staffKey = ["admin", "lead-desk", "staff"] as const;
const settingsKey = ["admin", "lead-desk", "settings"] as const;

const fetchDesk = (id: number) => parseResponse(inquiries[":id"]["lead-desk"].$get(param(id)));
export type LeadDesk = Awaited<ReturnType<typeof fetchDesk>>;
export type EarlierInquiry = LeadDesk["earlier"][number];

/** The visitor's other inquiries and the fee a Won outcome starts from. */
export function useLeadDesk(id: number) {
  return useQuery({ queryKey: deskKey(id), queryFn: () => fetchDesk(id) });
}

const fetchStaff = () => parseResponse(adminApi["lead-desk"].staff.$get());
export type AssignableColleague = Awaited<ReturnType<typeof fetchStaff>>[number];

/** The colleagues a lead can be given to (those who handle inquiries). */
export function useAssignableStaff() {
  return useQuery({ queryKey: staffKey, queryFn: fetchStaff, staleTime: 60_000 });
}

export function useAssignLead(id: number) {
  return useAdminMutation({
    mutationFn: (assigneeId: number | null) => parseResponse(inquiries[":id"].assignee.$put({ ...param(id), json: { assigneeId } })),
    invalidates: [inquiryKeys.all],
    success: (result) => (result.assigneeName ? `Assigned to ${result.assigneeName}` : "Left unassigned"),
    failure: "The lead could not be assigned",
  });
}

export interface StageChange {
  stage: LeadStage;
  lostReason?: LostReason | null;
  wonFee?: number | null;
}

export function useSetLeadStage(id: number) {
  return useAdminMutation({
    mutationFn: (change: StageChange) => parseResponse(inquiries[":id"].stage.$put({ ...param(id), json: change })),
    invalidates: [inquiryKeys.all],
    success: () => "Stage updated",
    failure: "The stage could not be updated",
  });
}

export function useSetFollowUp(id: number) {
  return useAdminMutation({
    mutationFn: (followUp: { on: string | null; time: string | null }) => parseResponse(inquiries[":id"]["follow-up"].$put({ ...param(id), json: followUp })),
    invalidates: [inquiryKeys.all],
    success: (result) => (result.followUpOn ? "Follow-up set" : "Follow-up cleared"),
    failure: "The follow-up could not be saved",
  });
}

export function useRecordContact(id: number) {
  return useAdminMutation({
    mutationFn: (contact: { channel: ContactChannel; note?: string | null }) => parseResponse(inquiries[":id"].contacted.$post({ ...param(id), json: contact })),
    invalidates: [inquiryKeys.all],
    success: (_result, { channel }) => (channel === "whatsapp" ? "WhatsApp chat recorded" : "Call recorded"),
    failure: "Not recorded",
  });
}

const fetchSettings = () => parseResponse(adminApi["lead-desk"].settings.$get());

/** Settings → Lead desk. */
export function useLeadDeskSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: fetchSettings });
}

export function useSaveLeadDeskSettings() {
  return useAdminMutation({
    mutationFn: (settings: LeadDeskSettings) => parseResponse(adminApi["lead-desk"].settings.$put({ json: settings })),
    invalidates: [settingsKey],
    success: () => "Lead desk settings saved",
    failure: "The lead desk settings could not be saved",
  });
}
