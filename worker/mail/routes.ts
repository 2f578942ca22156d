import { Hono } from "hono";
import type { AppEnv } from "../env";
import { mailStatus } from "./settings";

/**
 * Whether staff notifications and replies from the admin are configured (never the addresses).
 * Mounted under /api/admin, whose guard asks for a session; the route itself reads none.
 */
export const mailStatusRoutes = new Hono<AppEnv>().get("/", (c) => c.json(mailStatus(c.env), 200));
