import { personSchema } from "#core/schemas/person";
import { type PersonListQuery, personListQuery } from "#core/schemas/list-query";
import { people } from "./tables";
import { storedImageKey } from "../media/files";
import { definePublishable } from "../publishable/resource";
import { publishableRoutes } from "../publishable/routes";

/** The public team: plain text, a photo in R2 owned by the row. */
export const team = definePublishable({
  entity: "person",
  table: people,
  displayField: "name",
  schema: personSchema,
  restoreKeeps: ["sortOrder"],
  hiddenInList: ["bio", "bioHi"],
  list: {
    query: personListQuery,
    search: [people.name, people.role, people.slug],
    filters: (_query: PersonListQuery) => [],
  },
  messages: {
    notFound: "Person not found",
    slugTaken: "Another person already uses this slug. Choose a different one.",
  },
  ownedObject: (row) => storedImageKey(row.photoUrl),
});

/** /api/admin/people */
export const peopleRoutes = publishableRoutes(team, "content");
