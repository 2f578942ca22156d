import { people } from "../db/schema";
import { publicEventsOf } from "../publishable/public-events";

/** The team shown on the About page. */
export const peopleFeature = {
  name: "people",
  publicContent: [...publicEventsOf("person"), "person.image_changed"],
  audited: [{ type: "person", table: people, id: people.id, label: people.name, keepsLabel: true }],
} as const;
