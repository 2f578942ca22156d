import { queryOptions } from "@tanstack/react-query";
import { browserApi } from "@/lib/api-client";

/**
 * The site's health check (/api/health, public: no session needed). A degraded site answers 503
 * with the same body, which is exactly what the dashboard has to show, so both are read; anything
 * else (a body that is not the health's JSON) fails the query.
 */
async function fetchHealth() {
  const res = await browserApi.api.health.$get();
  if (res.status !== 200 && res.status !== 503) throw new Error(`The health check answered ${res.status}`);
  return res.json();
}

export type HealthData = Awaited<ReturnType<typeof fetchHealth>>;

/** Fresh for a minute: the cron runs hourly, the counts move with it. */
export const healthQuery = queryOptions({ queryKey: ["admin", "health"], queryFn: fetchHealth, staleTime: 60_000 });
