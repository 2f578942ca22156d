import { Hono } from "hono";
import type * as v from "valibot";
import { newsletterSchema } from "#core/schemas/newsletter";
import type { AppEnv } from "../env";
import { requireJson, validate } from "../http/validate";
import { insertSubscriber } from "../inquiries/submissions";
import { type SubmissionForm, submit } from "../submissions/pipeline";

type NewsletterInput = v.InferOutput<typeof newsletterSchema>;

/**
 * The newsletter box. Subscribing twice is a success, not a second row, and is answered exactly like
 * a first sign-up (no id, same status), so nobody can probe whether an address is on the list.
 */
const newsletterForm: SubmissionForm<NewsletterInput, NewsletterInput, { subscribed: true }> = {
  kind: "newsletter",
  answer: () => ({ subscribed: true as const }),
  concealDuplicates: true,
  prepare: async (_c, _db, input) => input,
  insert: (db, input) => insertSubscriber(db, input.email),
  event: "subscriber.created",
  toEvent: (id, input) => ({ type: "subscriber.created", id, email: input.email.toLowerCase() }),
};

export const subscriberRoutes = new Hono<AppEnv>().post("/", requireJson, validate("json", newsletterSchema), (c) =>
  submit(c, newsletterForm, c.req.valid("json")),
);
