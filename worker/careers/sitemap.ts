import type { Database } from "../db/client";
import { jobs } from "../db/schema";
import { publishedStamps } from "../publishable/data";

/** The careers entries in the sitemap: slug and last change of every published job listing. */
export const publishedOpeningStamps = (db: Database) => publishedStamps(db, jobs);
