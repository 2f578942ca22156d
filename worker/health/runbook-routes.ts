import { Hono } from "hono";
import { allow } from "../access/permissions";
import type { AdminEnv } from "../access/require-admin";
import runbook from "../../docs/operations.md?raw";

/**
 * /api/admin/runbook: the operations runbook (docs/operations.md) as the System Health card links
 * it, for the staff who keep the settings: restoring the database, rotating the secret, a breach.
 * Plain text, which every browser shows as it is; the admin's no-store and session apply.
 */
export const runbookRoutes = new Hono<AdminEnv>().get("/", allow("settings"), (c) =>
  c.body(runbook, 200, { "Content-Type": "text/plain; charset=utf-8", "Content-Disposition": 'inline; filename="operations-runbook.md"' }),
);
