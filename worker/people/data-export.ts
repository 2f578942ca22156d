import { people } from "./tables";
import type { DataExport } from "../data-export/declaration";
import { filesNamedBy } from "../data-export/file-owners";

/** The team in the owner's export, and their photos in the manifest. */
export const teamExport = {
  tables: [{ table: people, about: "The team shown on the About page, in English and Hindi: name, role, credentials, short bio, photo, order, and whether each is published." }],
  files: [filesNamedBy(people.photoUrl, people.id, "Photo of team member")],
} as const satisfies DataExport;
