import { people } from "../db/schema";
import { purgeOfPublishable } from "../page-cache/cache-tags";
import { publicEventsOf } from "../publishable/public-events";
import { teamExport } from "./data-export";

/** The team shown on the About page. */
export const peopleFeature = {
  name: "people",
  publicContent: [...publicEventsOf("person"), "person.image_changed"],
  purges: purgeOfPublishable("person"),
  audited: [{ type: "person", table: people, id: people.id, label: people.name, keepsLabel: true }],
  exports: teamExport,
} as const;
