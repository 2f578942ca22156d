import { Hono } from "hono";
import { getDb } from "../db/client";
import type { AppEnv } from "../env";
import { listPublishedPeople } from "./published";
import { CACHE_TAG_HEADER } from "../page-cache/cache-tags";
import { publishableTags } from "../publishable/public-content";

/** /api/people: the published team, for About. */
export const publicPeopleRoutes = new Hono<AppEnv>().get("/", async (c) => c.json({ people: await listPublishedPeople(getDb(c.env.DB)) }, 200, { [CACHE_TAG_HEADER]: publishableTags.listOf("person") }));
