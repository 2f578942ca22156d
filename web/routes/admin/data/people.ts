import { useQuery } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import { namesPerson } from "#core/format/author";
import type { PublicPerson } from "@/components/site/person-types";
import { browserApi } from "@/lib/api-client";
import { adminApi } from "./admin-api";
import { publishableResource, type RecordOf, type RowOf } from "./publishable-resource";

/** The public team; a photo chosen in the editor is uploaded to the saved person. */
export const peopleResource = publishableResource({
  client: adminApi.people,
  entity: "person",
  history: [
    { key: "title", label: "Name" },
    { key: "nameHi", label: "Name in Hindi" },
    { key: "slug", label: "Slug" },
    { key: "role", label: "Role" },
    { key: "roleHi", label: "Role in Hindi" },
    { key: "credentials", label: "Credentials" },
    { key: "bio", label: "Short Bio" },
    { key: "bioHi", label: "Short Bio in Hindi" },
    { key: "sortOrder", label: "Order" },
  ],
  names: { short: "person", record: "person", records: "people", plural: "people", item: "Person", audience: "visitors of About and the blog" },
  path: "/admin/people",
  upload: (id, file) => parseResponse(adminApi.uploads.people[":id"].photo.$put({ param: { id: String(id) }, form: { file } })),
});

export type PersonRow = RowOf<typeof adminApi.people>;
export type PersonRecord = RecordOf<typeof adminApi.people>;

/** The names of the published team, for the post form's author suggestions (none while loading). */
export function usePublishedNames(): string[] {
  const { data } = useQuery({
    queryKey: ["admin", "people", "published-names"],
    queryFn: () => parseResponse(adminApi.people.$get({ query: { status: "published", size: "100", sort: "title" } })),
  });
  return data?.rows.map((row) => row.title) ?? [];
}

/**
 * The published team member a post's author field names, as the public article will credit them
 * (GET /api/people, the same rule as the worker's); null for anyone else, and while loading.
 */
export function usePublishedAuthor(author: string | undefined): PublicPerson | null {
  const { data } = useQuery({
    queryKey: ["admin", "people", "public-team"],
    queryFn: () => parseResponse(browserApi.api.people.$get()),
    enabled: author !== undefined,
  });
  return (author !== undefined && data?.people.find((person) => namesPerson(author, person.name))) || null;
}
