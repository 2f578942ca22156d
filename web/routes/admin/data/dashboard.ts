import { queryOptions } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import type { LaunchChecklist } from "#core/site/launch-checklist";
import { adminApi } from "./admin-api";
import { dashboardKey } from "./mutation";

const fetchDashboard = () => parseResponse(adminApi.dashboard.$get());

export const dashboardQuery = queryOptions({ queryKey: dashboardKey, queryFn: fetchDashboard });

const fetchLeads = () => parseResponse(adminApi.dashboard.leads.$get());

export type LeadsData = Awaited<ReturnType<typeof fetchLeads>>;

/** Leads per month by service line and by source; refreshed with the dashboard. */
export const leadsQuery = queryOptions({ queryKey: [...dashboardKey, "leads"], queryFn: fetchLeads });

const fetchLeadDesk = () => parseResponse(adminApi.dashboard["lead-desk"].$get());

export type LeadDeskData = Awaited<ReturnType<typeof fetchLeadDesk>>;

/** The lead desk's figures (response times, stages, this month's outcomes, conversion, follow-ups due); refreshed with the dashboard. */
export const leadDeskQuery = queryOptions({ queryKey: [...dashboardKey, "lead-desk"], queryFn: fetchLeadDesk });

/** What is still missing or a placeholder before launch; refreshed with the dashboard (every admin save). */
export const checklistQuery = queryOptions({
  queryKey: [...dashboardKey, "checklist"],
  queryFn: (): Promise<LaunchChecklist> => parseResponse(adminApi.dashboard.checklist.$get()),
});

const fetchCards = () => parseResponse(adminApi.dashboard.cards.$get());

/** Every card the features declare, each under its key with its own figures; refreshed with the dashboard. */
export type DashboardCards = Awaited<ReturnType<typeof fetchCards>>["cards"];

export const cardsQuery = queryOptions({ queryKey: [...dashboardKey, "cards"], queryFn: fetchCards });
