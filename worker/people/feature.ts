import { people } from "./tables";
import { purgeOfPublishable } from "../page-cache/cache-tags";
import { publicEventsOf } from "../publishable/public-events";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { defineFeature } from "../feature";
import { publicPeopleRoutes } from "./public-routes";
import { peopleRoutes } from "./resource";
import { personUploadRoutes } from "./upload-routes";

/** The team shown on the About page. */
export const peopleFeature = defineFeature({
  name: "people",
  publicContent: [...publicEventsOf("person"), "person.image_changed"],
  purges: purgeOfPublishable("person"),
  audited: [{ type: "person", table: people, id: people.id, label: people.name, keepsLabel: true }],
  api: new Hono<AppEnv>()
    .route("/people", publicPeopleRoutes)
    .route("/admin/people", peopleRoutes)
    .route("/admin/uploads", personUploadRoutes),
});
