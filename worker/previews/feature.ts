import { deleteDeadPreviewLinks } from "./data";

/** Preview links of posts (routes in worker/api.ts): their dead rows are swept every hour. */
export const previewsFeature = {
  name: "previews",
  hourly: [deleteDeadPreviewLinks],
} as const;
