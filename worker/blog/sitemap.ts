import type { Database } from "../db/client";
import { blogs } from "../db/schema";
import { publishedStamps } from "../publishable/data";

/** The blog's entries in the sitemap: slug and last change of every published post. */
export const publishedPostStamps = (db: Database) => publishedStamps(db, blogs);
