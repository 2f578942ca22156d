import { Hono } from "hono";
import type * as v from "valibot";
import { newsletterSchema } from "#core/schemas/newsletter";
import type { AppEnv } from "../env";
import { requireJson, validate } from "../http/validate";
import { insertSubscriber } from "../inquiries/submissions";
import { type SubmissionForm, submit } from "../submissions/pipeline";
import { sourcePageOf } from "./source-page";

type NewsletterInput = v.InferOutput<typeof newsletterSchema>;
type NewsletterSignUp = NewsletterInput & { sourcePage: string | null };

/**
 * The newsletter box. Subscribing twice is a success, not a second row, and is answered exactly like
 * a first sign-up (no id, same status), so nobody can probe whether an address is on the list.
 */
const newsletterForm: SubmissionForm<NewsletterInput, NewsletterSignUp, { subscribed: true }> = {
  kind: "newsletter",
  answer: () => ({ subscribed: true as const }),
  concealDuplicates: true,
  prepare: async (c, _db, input) => ({ ...input, sourcePage: sourcePageOf(c.req.header("Referer"), c.req.url) }),
  insert: (db, input) => insertSubscriber(db, input.email, input.sourcePage),
  event: "subscriber.created",
  toEvent: (id, input) => ({ type: "subscriber.created", id, email: input.email.toLowerCase() }),
};

export const subscriberRoutes = new Hono<AppEnv>().post("/", requireJson, validate("json", newsletterSchema), (c) =>
  submit(c, newsletterForm, c.req.valid("json")),
);
