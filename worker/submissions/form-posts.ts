import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as v from "valibot";
import { MAX_RESUME_BYTES, RESUME_SIZE_MESSAGE, applicationSchema } from "#core/schemas/application";
import { fieldErrors } from "#core/schemas/field-errors";
import { callbackSchema, contactSchema, enquirySchema, quoteSchema } from "#core/schemas/inquiry";
import { newsletterSchema } from "#core/schemas/newsletter";
import { isPostedFormKind, POSTED_FORM_SUMMARY, type PostedForm, type PostedFormKind, thankYouHref } from "#core/schemas/posted-form";
import { applicationForm } from "../careers/routes";
import { getDb } from "../db/client";
import type { AppEnv } from "../env";
import { JSON_BODY_LIMIT, limitBody } from "../http/body-limit";
import { sameOrigin } from "../http/same-origin";
import { inquiryForm } from "../inquiries/public-routes";
import { clientIp } from "../lib/client-ip";
import { renderPage } from "../ssr/render";
import { newsletterForm } from "../subscribers/routes";
import { repeatKeys } from "./form-dedupe";
import { type HoneypotInput, runSubmission, type SubmissionForm } from "./pipeline";

type Body = Record<string, string | File | (string | File)[]>;
type Stored = { ok: true; reference: string | null } | { ok: false; state: Omit<PostedForm, "form"> };

const first = (value: Body[string] | undefined) => (Array.isArray(value) ? value[0] : value);
const text = (body: Body, name: string) => {
  const value = first(body[name]);
  return typeof value === "string" ? value : "";
};
const list = (body: Body, name: string) => {
  const value = body[name];
  return (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((item): item is string => typeof item === "string");
};

/** What is shown again in a form that was refused: its text fields and ticked options, never a file or the honeypot. */
function shownAgain(input: Record<string, unknown>): Record<string, string | string[]> {
  const hidden = new Set(["website", "sourcePage", "type", "service", "subService"]);
  return Object.fromEntries(
    Object.entries(input).filter(([name, value]) => !hidden.has(name) && (typeof value === "string" || Array.isArray(value))),
  ) as Record<string, string | string[]>;
}

/**
 * One public form as posted without JavaScript: its fields read from the body, checked by the
 * API's own schema, stored by the same pipeline as the JSON endpoint under the server's
 * de-duplication key.
 */
function postedForm<S extends v.GenericSchema<unknown, HoneypotInput>, Ready, Answer extends Record<string, unknown>>(
  schema: S,
  submission: SubmissionForm<v.InferOutput<S>, Ready, Answer>,
  fields: (body: Body, c: Context<AppEnv>) => Record<string, unknown>,
) {
  return async (c: Context<AppEnv>, body: Body, kind: PostedFormKind): Promise<Stored> => {
    const input = { ...fields(body, c), website: text(body, "website") };
    const values = shownAgain(input);
    const checked = v.safeParse(schema, input);
    if (!checked.success) {
      return { ok: false, state: { values, fieldErrors: fieldErrors(checked.issues), error: POSTED_FORM_SUMMARY, status: 400 } };
    }
    const ip = clientIp(c);
    const keys = await repeatKeys(kind, ip, input);
    const earlier = submission.findByKey ? await submission.findByKey(getDb(c.env.DB), keys.previous) : undefined;
    if (earlier) return { ok: true, reference: earlier.reference };
    const outcome = await runSubmission(c, submission, checked.output, keys.current);
    if (outcome.ok) return { ok: true, reference: typeof outcome.answer.reference === "string" ? outcome.answer.reference : null };
    return { ok: false, state: { values, fieldErrors: outcome.fieldErrors ?? {}, error: outcome.error, status: outcome.status } };
  };
}

const contactFields = (body: Body, c: Context<AppEnv>) => ({
  name: text(body, "name"),
  email: text(body, "email"),
  phone: text(body, "phone"),
  sourcePage: c.req.path,
});

const FORMS: Record<PostedFormKind, ReturnType<typeof postedForm>> = {
  contact: postedForm(contactSchema, inquiryForm, (body, c) => ({
    type: "contact",
    ...contactFields(body, c),
    subject: text(body, "subject"),
    message: text(body, "message"),
  })),
  service_enquiry: postedForm(enquirySchema, inquiryForm, (body, c) => ({
    type: "service_enquiry",
    ...contactFields(body, c),
    message: text(body, "message"),
    service: text(body, "service"),
    selectedOptions: list(body, "selectedOptions"),
  })),
  quote: postedForm(quoteSchema, inquiryForm, (body, c) => ({
    type: "quote",
    ...contactFields(body, c),
    message: text(body, "message"),
    service: text(body, "service"),
    subService: text(body, "subService"),
    selectedOptions: list(body, "selectedOptions"),
  })),
  callback: postedForm(callbackSchema, inquiryForm, (body, c) => ({
    type: "callback",
    ...contactFields(body, c),
    preferredTime: text(body, "preferredTime"),
    service: text(body, "service"),
    subService: text(body, "subService"),
  })),
  job_application: postedForm(applicationSchema, applicationForm, (body, c) => {
    const resume = first(body.resume);
    // No file chosen arrives as an empty one; left out, the schema asks for a résumé.
    return { ...contactFields(body, c), message: text(body, "message"), ...(resume instanceof File && resume.size > 0 ? { resume } : {}) };
  }),
  newsletter: postedForm(newsletterSchema, newsletterForm, (body) => ({ email: text(body, "email") })),
};

const FORM_BODY = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * A public form posted to its own page without JavaScript. The same origin check as the API;
 * then the form named by the hidden `form` field goes through the pipeline. Stored: a 303 to the
 * thank-you page with the reference. Refused: the same page rendered again, never cached, with
 * the visitor's values and the messages at their fields (web/lib/posted-form.ts).
 */
async function handleFormPost(c: Context<AppEnv>) {
  if (!FORM_BODY.test(c.req.header("Content-Type") ?? "")) return c.json({ error: "Method not allowed" }, 405);
  const body = (await c.req.parseBody({ all: true })) as Body;
  const kind = text(body, "form");
  if (!isPostedFormKind(kind)) return c.json({ error: "Unknown form." }, 400);
  const stored = await FORMS[kind](c, body, kind);
  if (stored.ok) return c.redirect(thankYouHref(kind, stored.reference), 303);
  return refusedPage(c, { form: kind, ...stored.state });
}

/** The page the form was posted to, again, with the form's values and messages; never cached. */
async function refusedPage(c: Context<AppEnv>, state: PostedForm) {
  const page = await renderPage(c, state);
  page.headers.set("Cache-Control", "no-store");
  return page;
}

const formBodyLimit = limitBody(JSON_BODY_LIMIT);

/**
 * How large a job application posted without JavaScript may be: well above the résumé's 5 MB, so
 * a file that is too large is refused by the schema at its field, with everything typed shown
 * again. Only beyond this is the body not read; the page then says why, with the form empty.
 */
export const APPLICATION_POST_LIMIT = 4 * MAX_RESUME_BYTES;

const applicationBodyLimit = bodyLimit({
  maxSize: APPLICATION_POST_LIMIT,
  onError: (c) =>
    refusedPage(c, { form: "job_application", values: {}, fieldErrors: { resume: RESUME_SIZE_MESSAGE }, error: RESUME_SIZE_MESSAGE, status: 413 }),
});

/** Page URLs that take a form post: a job's page (with its résumé) and every other page. */
export const formPostRoutes = new Hono<AppEnv>()
  .post("/careers/:slug", sameOrigin, applicationBodyLimit, handleFormPost)
  .post("*", sameOrigin, formBodyLimit, handleFormPost);
