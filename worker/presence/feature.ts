import { deleteStalePresence } from "./data";

/** Who has which editor open (routes in worker/api.ts): rows of tabs closed unannounced are swept every hour. */
export const presenceFeature = {
  name: "presence",
  hourly: [deleteStalePresence],
} as const;
