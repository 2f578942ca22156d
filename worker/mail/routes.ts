import { Hono } from "hono";
import type { AdminEnv } from "../auth/require-admin";
import { mailStatus } from "./settings";

/** Whether staff notifications and replies from the admin are configured (never the addresses). */
export const mailStatusRoutes = new Hono<AdminEnv>().get("/", (c) => c.json(mailStatus(c.env), 200));
