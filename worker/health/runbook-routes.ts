import { Hono } from "hono";
import { allow } from "../access/permissions";
import type { AdminEnv } from "../access/require-admin";

/**
 * /api/admin/runbook: the operations runbook (docs/operations.md) as the System Health card links
 * it, for the staff who keep the settings: restoring the database, rotating the secret, a breach.
 * Plain text, which every browser shows as it is; the admin's no-store and session apply. Loaded
 * when asked for, so the Worker's start does not carry it.
 */
export const runbookRoutes = new Hono<AdminEnv>().get("/", allow("settings"), async (c) => {
  const { default: runbook } = await import("../../docs/operations.md?raw");
  return c.body(runbook, 200, { "Content-Type": "text/plain; charset=utf-8", "Content-Disposition": 'inline; filename="operations-runbook.md"' });
});
