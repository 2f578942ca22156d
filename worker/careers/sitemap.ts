import type { Database } from "../db/client";
import { jobs } from "../db/schema";
import { publishedStamps } from "../publishable/data";
import { stillOpen } from "./open";

/**
 * The careers entries in the sitemap: slug and last change of every published listing still
 * taking applications. A filled or closed role keeps its page for old links, but search engines
 * are not invited to send job seekers to a role they can no longer apply for.
 */
export const publishedOpeningStamps = (db: Database) => publishedStamps(db, jobs, stillOpen());
