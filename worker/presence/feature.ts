import { deleteStalePresence } from "./data";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { defineFeature } from "../feature";
import { presenceRoutes } from "./routes";
import { presenceExport } from "./data-export";

/** Who has which editor open: an open editor's heartbeat, and the rows of tabs closed unannounced, swept every hour. */
export const presenceFeature = defineFeature({
  name: "presence",
  hourly: [deleteStalePresence],
  api: new Hono<AppEnv>().route("/admin/presence", presenceRoutes),
  exports: presenceExport,
});
