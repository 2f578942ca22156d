import * as v from "valibot";
import { revisionEntities } from "../taxonomies/revisions";

/** The key of the autosave of a record not yet created. */
export const NEW_RECORD = "new";

/**
 * The autosave's note of an image chosen in the editor and not uploaded yet (a File cannot be
 * kept): its name, so that taking the autosave back says plainly that it must be chosen again.
 */
export const CHOSEN_FILE = "chosenFile";

/** Route parameters `:entity/:key`: whose editor, and which record (its id, or `new`). */
export const autosaveParamSchema = v.object({
  entity: v.picklist(revisionEntities.filter((entity) => entity !== "service_fee")),
  key: v.pipe(v.string(), v.regex(/^(new|[1-9]\d{0,15})$/, "Not a valid record.")),
});

/**
 * What an editor had typed: its form's values as they were, valid or not (an autosave never
 * validates; the explicit save does). Flat, as every editor's form is.
 */
export const autosaveSchema = v.object({
  data: v.record(v.pipe(v.string(), v.maxLength(40)), v.union([v.string(), v.number(), v.boolean(), v.null(), v.array(v.string())])),
});
