import * as v from "valibot";
import { revisionEntities } from "../taxonomies/revisions";

/** Route parameters `:entity/:key` of an editor's presence: a saved record's kind and id. */
export const presenceParamSchema = v.object({
  entity: v.picklist(revisionEntities.filter((entity) => entity !== "service_fee")),
  key: v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/, "Not a valid record.")),
});

/** How often an open editor says it is still there; one not heard from for a minute is gone. */
export const PRESENCE_HEARTBEAT_MS = 15_000;
export const PRESENCE_TIMEOUT_MS = 60_000;

/** A colleague with the same record's editor open: their name (or address) and since when. */
export interface EditingColleague {
  name: string;
  openedAt: string;
}
