import { createApiClient } from "@/lib/api-client";
import { recoveringFetch } from "./auth-challenge";

/** The admin API as every admin screen calls it: an ended session or stale confirmation is recovered in a dialog. */
export const adminApi = createApiClient(recoveringFetch).api.admin;
