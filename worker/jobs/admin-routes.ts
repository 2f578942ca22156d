import { Hono } from "hono";
import { getDb } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { deleteJob, findJob, insertJob, listJobs, setJobPublished, updateJob } from "./data";
import { requireJson, validate } from "../http/validate";
import type { AdminEnv } from "../auth/require-admin";
import { jobSchema } from "#core/schemas/job";
import { idParamSchema, publishedSchema } from "#core/schemas/common";

const NOT_FOUND = "Job listing not found";
const SLUG_TAKEN = "Another job listing already uses this slug. Choose a different one.";
const slugTaken = { error: SLUG_TAKEN, fieldErrors: { slug: SLUG_TAKEN } };

export const jobRoutes = new Hono<AdminEnv>()
  .get("/", async (c) => c.json(await listJobs(getDb(c.env.DB)), 200))
  .get("/:id", validate("param", idParamSchema), async (c) => {
    const job = await findJob(getDb(c.env.DB), c.req.valid("param").id);
    return job ? c.json(job, 200) : c.json({ error: NOT_FOUND }, 404);
  })
  .post("/", requireJson, validate("json", jobSchema), async (c) => {
    try {
      return c.json(await insertJob(getDb(c.env.DB), c.req.valid("json")), 201);
    } catch (err) {
      if (isUniqueViolation(err, "jobs.slug")) return c.json(slugTaken, 409);
      throw err;
    }
  })
  .put("/:id", validate("param", idParamSchema), requireJson, validate("json", jobSchema), async (c) => {
    try {
      const job = await updateJob(getDb(c.env.DB), c.req.valid("param").id, c.req.valid("json"));
      return job ? c.json(job, 200) : c.json({ error: NOT_FOUND }, 404);
    } catch (err) {
      if (isUniqueViolation(err, "jobs.slug")) return c.json(slugTaken, 409);
      throw err;
    }
  })
  .patch("/:id/published", validate("param", idParamSchema), requireJson, validate("json", publishedSchema), async (c) => {
    const job = await setJobPublished(getDb(c.env.DB), c.req.valid("param").id, c.req.valid("json").published);
    return job ? c.json({ id: job.id, published: job.published }, 200) : c.json({ error: NOT_FOUND }, 404);
  })
  .delete("/:id", validate("param", idParamSchema), async (c) => {
    const deleted = await deleteJob(getDb(c.env.DB), c.req.valid("param").id);
    return deleted ? c.json({ id: deleted.id }, 200) : c.json({ error: NOT_FOUND }, 404);
  });
