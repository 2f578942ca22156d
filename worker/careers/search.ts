import { publishableTags } from "../publishable/public-content";
import { and } from "drizzle-orm";
import type { Database } from "../db/client";
import { jobs } from "../jobs/tables";
import { anyContaining } from "../lib/list-page";
import { listPublished } from "../publishable/published";
import { RECORD_LIMIT, titlesFirst } from "../search/records";
import { snippetOf } from "../search/snippet";
import type { SearchSource } from "../search/types";
import { stillOpen } from "./open";

/** Careers in the site search: published openings still taking applications (as on /careers) whose title, description or location holds every term. */
export const openingSearch: SearchSource = {
  kind: "job",
  cacheTag: publishableTags.listOf("job"),
  async find(db: Database, terms: string[]) {
    const filter = and(stillOpen(), ...terms.map((term) => anyContaining([jobs.title, jobs.description, jobs.location], term)));
    const columns = { slug: jobs.slug, title: jobs.title, description: jobs.description, location: jobs.location, jobType: jobs.jobType };
    const rows = await listPublished(db, jobs, columns, filter, RECORD_LIMIT);
    return titlesFirst(rows, terms).map((job) => ({
      title: job.title,
      href: `/careers/${encodeURIComponent(job.slug)}`,
      context: `${job.jobType} · ${job.location}`,
      snippet: snippetOf(job.description, terms),
    }));
  },
};
