import { Hono } from "hono";
import type * as v from "valibot";
import { applicationSchema, MAX_RESUME_BYTES } from "#core/schemas/application";
import { getDb } from "../db/client";
import { inquiries } from "../leads/tables";
import type { AppEnv } from "../env";
import { limitBody } from "../http/body-limit";
import { validate } from "../http/validate";
import { CACHE_TAG_HEADER } from "../page-cache/cache-tags";
import { publishableTags } from "../publishable/public-content";
import { findInquiryByKey, sourcePageUrl } from "../inquiries/submissions";
import { leadSourceOf } from "../inquiries/lead-source";
import { stageObject } from "../media/lifecycle";
import { checkUpload, type NewObject, type ObjectKind, resumeCheck } from "../media/object-kind";
import { logRejectedUploads } from "../media/rejected-upload";
import { Refusal, type SubmissionForm, submit } from "../submissions/pipeline";
import { type ApplicationRow, getOpening, insertApplication, listOpenings } from "./data";

/** Why a role takes no more applications: the API's answer, in Hindi on a Hindi page (core/schemas/form-text.ts). */
export const NOT_OPEN = "This position is no longer open.";

type ApplicationInput = v.InferOutput<typeof applicationSchema>;
type ReadyApplication = Omit<ApplicationRow, "key" | "reference"> & { resume: NewObject<null> };

/** A résumé: checked as a document, private (no URL; only an admin downloads it), owned by its inquiry's `resumeUrl`. */
const resumes: ObjectKind<null> = { upload: "resume", prefix: "resumes/", urlPrefix: null, check: resumeCheck };

/** A job application: the opening must be published and the file a real résumé, stored privately in R2. */
export const applicationSubmission: SubmissionForm<ApplicationInput, ReadyApplication, { reference: string | null }, "inquiry.created"> = {
  kind: "job_application",
  answer: (reference) => ({ reference }),
  async prepare(c, db, form) {
    const job = await getOpening(db, c.req.param("slug") ?? "");
    // A filled or closed role still has its page, but takes no more applications.
    if (!job || job.closure) return new Refusal(404, NOT_OPEN);
    const checked = await checkUpload(resumes, form.resume);
    if ("refusal" in checked) return new Refusal(checked.refusal.status, checked.refusal.message, { resume: checked.refusal.message });
    const { name, email, phone, message } = form;
    const source = leadSourceOf(c, form);
    const pageUrl = sourcePageUrl(c, source.pagePath);
    const resume = checked.object;
    return { name, email, phone, message, jobId: job.id, resumeKey: resume.key, pageUrl, source, resume };
  },
  findByKey: findInquiryByKey,
  // No row may point at a résumé that is not stored, and no résumé may stay without its row.
  stage: (c, ready) => stageObject({ bucket: c.env.MEDIA, db: getDb(c.env.DB) }, ready.resume),
  insert: (db, ready, key, reference) => insertApplication(db, { ...ready, key, reference }),
  referenceColumn: inquiries.reference,
  event: "inquiry.created",
  toEvent: (id, ready, { ip }) => ({
    type: "inquiry.created",
    id,
    inquiryType: "job_application",
    name: ready.name,
    email: ready.email,
    jobId: ready.jobId,
    ip,
  }),
};

/** Published job listings (the list only those still open) and applications to the open ones. */
export const careerRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ jobs: await listOpenings(getDb(c.env.DB)) }, 200, { [CACHE_TAG_HEADER]: publishableTags.listOf("job") }))
  .get("/:slug", async (c) => {
    const job = await getOpening(getDb(c.env.DB), c.req.param("slug"));
    return job ? c.json({ job }, 200, { [CACHE_TAG_HEADER]: publishableTags.one("job", job.id) }) : c.json({ error: NOT_OPEN }, 404);
  })
  .post(
    "/:slug/applications",
    logRejectedUploads(resumes.upload, "resume"),
    limitBody(MAX_RESUME_BYTES + 64 * 1024),
    validate("form", applicationSchema),
    (c) => submit(c, applicationSubmission, c.req.valid("form")),
  );
