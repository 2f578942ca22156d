import { people } from "../db/schema";
import { publicContentOf } from "../publishable/public-content";

/** The team shown on the About page. */
export const peopleFeature = {
  name: "people",
  publicContent: publicContentOf("person", { image: true }),
  audited: [{ type: "person", table: people, id: people.id, label: people.name, keepsLabel: true }],
} as const;
