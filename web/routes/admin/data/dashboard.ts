import { queryOptions } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import { browserApi } from "@/lib/api-client";
import { dashboardKey } from "./mutation";

const fetchDashboard = () => parseResponse(browserApi.api.admin.dashboard.$get());

export type DashboardData = Awaited<ReturnType<typeof fetchDashboard>>;

export const dashboardQuery = queryOptions({ queryKey: dashboardKey, queryFn: fetchDashboard });
