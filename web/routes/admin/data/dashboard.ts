import { queryOptions } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import { adminApi } from "./admin-api";
import { dashboardKey } from "./mutation";

const fetchDashboard = () => parseResponse(adminApi.dashboard.$get());

export type DashboardData = Awaited<ReturnType<typeof fetchDashboard>>;

export const dashboardQuery = queryOptions({ queryKey: dashboardKey, queryFn: fetchDashboard });
