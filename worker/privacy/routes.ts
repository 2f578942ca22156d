import { Hono } from "hono";
import { type AppEnv, retentionMonths } from "../env";

/** /api/privacy: what the privacy policy states from the worker's settings (the retention period). */
export const privacyRoutes = new Hono<AppEnv>().get("/", (c) => c.json({ retentionMonths: retentionMonths(c.env) }, 200));
