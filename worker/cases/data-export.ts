import { caseEntries, caseFiles, caseItems, cases, caseSteps } from "./tables";
import type { DataExport } from "../data-export/declaration";
import { filesNamedBy } from "../data-export/file-owners";

/** The clients' cases in the owner's export, and the documents and outputs they hold in the manifest. */
export const caseExport = {
  tables: [
    {
      table: cases,
      about: "Clients' cases after a won lead: the client's name, phone, email and language, the service, the period of a recurring filing, who handles it, its due date, and whether it is open or closed.",
    },
    { table: caseItems, about: "The documents asked of each client (case_id), in the client's language: where each stands, and why one was sent back." },
    { table: caseSteps, about: "The steps of each case's work: when each was done, by whom, and its reference (an ARN, an SRN, an acknowledgement number)." },
    { table: caseFiles, about: "The files of each case: the client's documents and the outputs sent back, with their names, types and sizes (the files themselves are listed in the manifest)." },
    { table: caseEntries, about: "Each case's timeline: what staff did, and the notes they kept." },
  ],
  files: [filesNamedBy(caseFiles.key, caseFiles.caseId, "File of case")],
} as const satisfies DataExport;
