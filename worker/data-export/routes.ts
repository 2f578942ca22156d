import { Hono, type MiddlewareHandler } from "hono";
import { allow } from "../access/permissions";
import type { AdminEnv } from "../access/require-admin";
import { getDb } from "../db/client";
import { commitEvent } from "../events/commit";
import { archiveName, exportArchive, snapshotTables } from "./archive";
import type { ExportPlan } from "./plan";

/**
 * /api/admin/data-export: the owner's copy of all the firm's data, as one ZIP archive streamed
 * as it is written. Owner only (`dataExport`), and behind step-up: `stepUp` is the staff
 * accounts' proof in the step itself (worker/staff/step-up.ts), handed in by the composition as
 * this kit imports no feature. A POST: it is an action, audited with the row counts, never the rows.
 */
export const dataExportRoutes = (plan: ExportPlan, stepUp: MiddlewareHandler<AdminEnv>) =>
  new Hono<AdminEnv>().post("/", allow("dataExport"), stepUp, async (c) => {
    const db = getDb(c.env.DB);
    const { admin } = c.get("session");
    const snapshots = await snapshotTables(db, plan);
    const counts = Object.fromEntries([...snapshots].map(([table, { rows }]) => [table, rows]));
    await commitEvent(c, db, { type: "data.exported", adminId: admin.id, counts }, { counts });
    const at = new Date();
    const body = exportArchive({ db, bucket: c.env.MEDIA, plan, snapshots, at, by: admin.email });
    return c.body(body, 200, {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${archiveName(at)}"`,
    });
  });
