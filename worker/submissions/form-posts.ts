import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as v from "valibot";
import type { PostedBody } from "#core/forms/define-form";
import { fieldErrors } from "#core/schemas/field-errors";
import { hasHindiTwin, localizedHref } from "#core/site/hindi-pages";
import { localeOfPath, pathIn } from "#core/i18n/locale";
import type { PostedFormKind } from "#core/content/form-outcomes";
import { POSTED_FORM_SUMMARY, type PostedForm, thankYouHref } from "#core/site/posted-form";
import { getDb } from "../db/client";
import type { AppEnv } from "../env";
import type { DomainEventType } from "../events/types";
import { JSON_BODY_LIMIT, limitBody } from "../http/body-limit";
import { sameOrigin } from "../http/same-origin";
import { clientIp } from "../lib/client-ip";
import { repeatKeys } from "./form-dedupe";
import { type HoneypotInput, runSubmission, type SubmissionForm } from "./pipeline";

/** What the kit needs of a form's description (core/forms/define-form.ts). */
interface PostedFields<S extends v.GenericSchema> {
  schema: S & { entries: Record<string, unknown> };
  readPosted: (body: PostedBody) => Record<string, unknown>;
  shownAgain: (input: Record<string, unknown>) => Record<string, string | string[]>;
}

/**
 * A page that takes a larger body than the others, for a form with a file: its route, how large
 * a post may be, and what the page says when a post is larger still (it is then not read at all).
 */
interface LargePostPage {
  path: string;
  maxBytes: number;
  tooLarge: Pick<PostedForm, "fieldErrors" | "error">;
}

type Stored = { ok: true; reference: string | null } | { ok: false; state: Omit<PostedForm, "form"> };

/** One public form as a feature declares it: posted without JavaScript, it goes through this kit. */
export interface PostedFormDeclaration {
  kind: PostedFormKind;
  /** Reads, checks and stores a post of the form. */
  store: (c: Context<AppEnv>, body: PostedBody) => Promise<Stored>;
  largePostPage?: LargePostPage;
}

/**
 * Declares a public form: its fields read from the body, checked by the API's own schema, stored
 * by the same pipeline as the JSON endpoint under the server's de-duplication key. A form with a
 * `sourcePage` entry is told the page it was posted to.
 */
export function postedForm<S extends v.GenericSchema<unknown, HoneypotInput>, Ready, Answer extends Record<string, unknown>, T extends DomainEventType>(declaration: {
  kind: PostedFormKind;
  fields: PostedFields<S>;
  submission: SubmissionForm<v.InferOutput<S>, Ready, Answer, T>;
  largePostPage?: LargePostPage;
}): PostedFormDeclaration {
  const { kind, fields, submission, largePostPage } = declaration;
  async function store(c: Context<AppEnv>, body: PostedBody): Promise<Stored> {
    const input = { ...fields.readPosted(body), ...("sourcePage" in fields.schema.entries ? { sourcePage: c.req.path } : {}) };
    const values = fields.shownAgain(input);
    const checked = v.safeParse(fields.schema, input);
    if (!checked.success) {
      return { ok: false, state: { values, fieldErrors: fieldErrors(checked.issues), error: POSTED_FORM_SUMMARY, status: 400 } };
    }
    const keys = await repeatKeys(kind, clientIp(c), input);
    // The previous minute's key names the same fields, so whatever it finds is this post again.
    const earlier = submission.findByKey ? await submission.findByKey(getDb(c.env.DB), keys.previous) : undefined;
    if (earlier) return { ok: true, reference: earlier.reference };
    const outcome = await runSubmission(c, submission, checked.output, keys.current);
    if (outcome.ok) return { ok: true, reference: typeof outcome.answer.reference === "string" ? outcome.answer.reference : null };
    return { ok: false, state: { values, fieldErrors: outcome.fieldErrors ?? {}, error: outcome.error, status: outcome.status } };
  }
  return { kind, store, ...(largePostPage ? { largePostPage } : {}) };
}

/** Renders the page a form was posted to again, with the form's values and messages (the SSR's job). */
type RenderRefused = (c: Context<AppEnv>, state: PostedForm) => Promise<Response>;

const FORM_BODY = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * The page URLs that take a form post: each large-post page with its own limit, then every other
 * page. The same origin check as the API; then the form named by the hidden `form` field is
 * stored. Stored: a 303 to the thank-you page with the reference. Refused: the same page rendered
 * again, never cached, with the visitor's values and the messages at their fields
 * (web/lib/posted-form.ts).
 */
export function formPostRoutes(forms: readonly PostedFormDeclaration[], renderRefused: RenderRefused) {
  const byKind = new Map<string, PostedFormDeclaration>(forms.map((form) => [form.kind, form]));

  /** The page the form was posted to, again, with the form's values and messages; never cached. */
  async function refusedPage(c: Context<AppEnv>, state: PostedForm) {
    const page = await renderRefused(c, state);
    page.headers.set("Cache-Control", "no-store");
    return page;
  }

  async function handleFormPost(c: Context<AppEnv>) {
    if (!FORM_BODY.test(c.req.header("Content-Type") ?? "")) return c.json({ error: "Method not allowed" }, 405);
    const body = (await c.req.parseBody({ all: true })) as PostedBody;
    const named = Array.isArray(body.form) ? body.form[0] : body.form;
    const form = typeof named === "string" ? byKind.get(named) : undefined;
    if (!form) return c.json({ error: "Unknown form." }, 400);
    const stored = await form.store(c, body);
    // A Hindi page's form lands on the Hindi thank-you page, where there is one.
    if (stored.ok) return c.redirect(localizedHref(localeOfPath(c.req.path), thankYouHref(form.kind, stored.reference)), 303);
    return refusedPage(c, { form: form.kind, ...stored.state });
  }

  const routes = new Hono<AppEnv>();
  for (const { kind, largePostPage } of forms) {
    if (!largePostPage) continue;
    const { path, maxBytes, tooLarge } = largePostPage;
    // Only beyond this is the body not read; the page then says why, with the form empty.
    const limit = bodyLimit({ maxSize: maxBytes, onError: (c) => refusedPage(c, { form: kind, values: {}, ...tooLarge, status: 413 }) });
    // The page's Hindi twin (core/site/hindi-pages.ts) takes the same post.
    for (const at of hasHindiTwin(path) ? [path, pathIn("hi", path)] : [path]) routes.post(at, sameOrigin, limit, handleFormPost);
  }
  return routes.post("*", sameOrigin, limitBody(JSON_BODY_LIMIT), handleFormPost);
}
