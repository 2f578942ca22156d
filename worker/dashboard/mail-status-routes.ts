import { Hono } from "hono";
import { allow } from "../access/permissions";
import type { AdminEnv } from "../access/require-admin";
import { mailStatus } from "../mail/settings";

/**
 * Whether staff notifications and replies from the admin are configured (never the addresses):
 * the dashboard's notice, the inquiry panel's reply box and the subscribers' screen read it.
 */
export const mailStatusRoutes = new Hono<AdminEnv>().get("/", allow("overview"), (c) => c.json(mailStatus(c.env), 200));
