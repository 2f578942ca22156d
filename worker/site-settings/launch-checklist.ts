import { placeholdersOf } from "#core/site/launch-checklist";
import type { Database } from "../db/client";
import { readSiteSettings } from "./data";

/** The launch checklist's placeholders: the client logos not yet uploaded, the home page figures still the spec's. */
export async function sitePlaceholders(db: Database) {
  return placeholdersOf((await readSiteSettings(db)).settings);
}
