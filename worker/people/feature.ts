import { people } from "./tables";
import { publicContentOf } from "../publishable/public-content";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { defineFeature } from "../feature";
import { publicPeopleRoutes } from "./public-routes";
import { peopleRoutes } from "./resource";
import { personUploadRoutes } from "./upload-routes";
import { teamExport } from "./data-export";

/** The team shown on the About page. */
export const peopleFeature = defineFeature({
  name: "people",
  publicContent: publicContentOf("person", { image: true }),
  audited: [{ type: "person", table: people, id: people.id, label: people.name, keepsLabel: true }],
  api: new Hono<AppEnv>()
    .route("/people", publicPeopleRoutes)
    .route("/admin/people", peopleRoutes)
    .route("/admin/uploads", personUploadRoutes),
  exports: teamExport,
});
