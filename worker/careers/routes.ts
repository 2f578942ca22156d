import { Hono } from "hono";
import { getOpening, insertApplication, listOpenings } from "./data";
import { inquiryIdForKey } from "../inquiries/submissions";
import { getDb } from "../db/client";
import type { AppEnv } from "../env";
import { FORM_LIMIT_MESSAGE, takeFormSlot } from "../lib/form-throttle";
import { idempotencyKey } from "../lib/idempotency-key";
import { log } from "../lib/log";
import { sniffResume } from "../media/files";
import { validate } from "../http/validate";
import { limitBody } from "../http/body-limit";
import { applicationSchema, MAX_RESUME_BYTES, RESUME_TYPE_MESSAGE } from "#core/schemas/application";

const NOT_OPEN = "This position is no longer open.";

/** Published job listings and applications to them; a résumé goes to the private resumes/ prefix. */
export const careerRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ jobs: await listOpenings(getDb(c.env.DB)) }, 200))
  .get("/:slug", async (c) => {
    const job = await getOpening(getDb(c.env.DB), c.req.param("slug"));
    return job ? c.json({ job }, 200) : c.json({ error: NOT_OPEN }, 404);
  })
  .post(
    "/:slug/applications",
    limitBody(MAX_RESUME_BYTES + 64 * 1024),
    validate("form", applicationSchema),
    async (c) => {
      const form = c.req.valid("form");
      if (form.website) {
        log("info", "spam_honeypot", { type: "job_application" });
        return c.json({ id: null }, 201);
      }
      const db = getDb(c.env.DB);
      const job = await getOpening(db, c.req.param("slug"));
      if (!job) return c.json({ error: NOT_OPEN }, 404);

      const bytes = new Uint8Array(await form.resume.arrayBuffer());
      const kind = sniffResume(bytes);
      if (!kind) return c.json({ error: RESUME_TYPE_MESSAGE, fieldErrors: { resume: RESUME_TYPE_MESSAGE } }, 415);

      const key = idempotencyKey(c);
      const earlier = key ? await inquiryIdForKey(db, key) : undefined;
      if (earlier !== undefined) return c.json({ id: earlier }, 200);

      const slot = await takeFormSlot(c, db);
      if (!slot) return c.json({ error: FORM_LIMIT_MESSAGE }, 429);

      const resumeKey = `resumes/${crypto.randomUUID()}.${kind.ext}`;
      await c.env.MEDIA.put(resumeKey, bytes, { httpMetadata: { contentType: kind.contentType } });
      try {
        const row = { ...form, jobId: job.id, resumeKey, idempotencyKey: key };
        const [[inserted]] = await db.batch([insertApplication(db, row), slot.record]);
        if (inserted) return c.json({ id: inserted.id }, 201);
        // A concurrent retry of the same submit stored its own copy first: keep that one only.
        await c.env.MEDIA.delete(resumeKey);
        return c.json({ id: (await inquiryIdForKey(db, key!)) ?? null }, 200);
      } catch (err) {
        // No row may point at it, so the résumé must not stay behind in R2.
        await c.env.MEDIA.delete(resumeKey);
        throw err;
      }
    },
  );
