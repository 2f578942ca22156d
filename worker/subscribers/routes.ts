import { Hono } from "hono";
import type * as v from "valibot";
import { newsletterSchema } from "#core/schemas/newsletter";
import type { AppEnv } from "../env";
import { requireJson, validate } from "../http/validate";
import { siteOrigin } from "../lib/site-origin";
import { type SubmissionForm, submit } from "../submissions/pipeline";
import { type Confirmation, newConfirmation, signUpTo } from "../mailing-list/opt-in";
import { sourcePageOf } from "./source-page";
import { subscribers } from "./tables";

type NewsletterInput = v.InferOutput<typeof newsletterSchema>;
type NewsletterSignUp = NewsletterInput & { sourcePage: string | null; origin: string } & Confirmation;

/**
 * The newsletter box: double opt-in. A sign-up is stored pending and mailed a confirmation link
 * (after the response). Signing up again is answered exactly like a first sign-up (same status,
 * same body, no id), so nobody can probe whether an address is on the list; a pending address
 * gets a fresh link, a confirmed one nothing.
 */
export const newsletterSubmission: SubmissionForm<NewsletterInput, NewsletterSignUp, { subscribed: true }, "subscriber.created"> = {
  kind: "newsletter",
  answer: () => ({ subscribed: true as const }),
  concealDuplicates: true,
  prepare: async (c, _db, input) => ({
    ...input,
    sourcePage: sourcePageOf(c.req.header("Referer"), c.req.url),
    origin: siteOrigin(c.env, c.req.url),
    ...(await newConfirmation()),
  }),
  insert: (db, ready) => signUpTo(db, subscribers, { email: ready.email, kept: { sourcePage: ready.sourcePage } }, ready),
  event: "subscriber.created",
  toEvent: (id, ready, { ip }) => ({ type: "subscriber.created", id, email: ready.email.toLowerCase(), confirmToken: ready.token, origin: ready.origin, ip }),
};

export const subscriberRoutes = new Hono<AppEnv>().post("/", requireJson, validate("json", newsletterSchema), (c) =>
  submit(c, newsletterSubmission, c.req.valid("json")),
);
