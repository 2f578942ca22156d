import { jobs } from "./tables";
import type { DataExport } from "../data-export/declaration";

/** The job listings in the owner's export. */
export const jobExport = {
  tables: [{ table: jobs, about: "Job listings in English and Hindi: title, description, requirements, location, type, salary range, closing date, and whether each is published and still hiring." }],
} as const satisfies DataExport;
