import { deleteStalePresence } from "./data";
import { presenceExport } from "./data-export";

/** Who has which editor open (routes in worker/api.ts): rows of tabs closed unannounced are swept every hour. */
export const presenceFeature = {
  name: "presence",
  hourly: [deleteStalePresence],
  exports: presenceExport,
} as const;
