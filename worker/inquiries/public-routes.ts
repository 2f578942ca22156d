import { Hono } from "hono";
import { getSubService } from "#core/content/sub-services";
import { type InquiryInput, inquirySchema } from "#core/schemas/inquiry";
import { inquiries } from "../leads/tables";
import type { AppEnv } from "../env";
import { requireJson, validate } from "../http/validate";
import { Refusal, type SubmissionForm, submit } from "../submissions/pipeline";
import { assigneeForNewLead } from "../leads/assignment";
import { leadSourceOf } from "./lead-source";
import { allowedOptions, findInquiryByKey, insertInquiry, type ReadyInquiry, sourcePageUrl } from "./submissions";

/**
 * Contact, service enquiry, quote and call-back: one inquiry each, with the options (and a
 * sub-service) checked against the service.
 */
export const inquirySubmission: SubmissionForm<InquiryInput, ReadyInquiry, { reference: string | null }, "inquiry.created"> = {
  kind: "inquiry",
  answer: (reference) => ({ reference }),
  async prepare(c, db, input) {
    if ((input.type === "quote" || input.type === "callback") && input.subService && !(input.service && getSubService(input.service, input.subService))) {
      return new Refusal(400, "Choose one of our services", { subService: "Unknown sub-service" });
    }
    const allowed = allowedOptions(input);
    if ((input.type === "service_enquiry" || input.type === "quote") && input.selectedOptions.some((o) => !allowed.includes(o))) {
      const message = "Choose options from the list";
      return new Refusal(400, message, { selectedOptions: message });
    }
    const source = leadSourceOf(c, input);
    const assigneeId = await assigneeForNewLead(db, input.type === "contact" ? null : input.service || null);
    return { ...input, source, pageUrl: sourcePageUrl(c, source.pagePath), assigneeId };
  },
  findByKey: findInquiryByKey,
  insert: insertInquiry,
  referenceColumn: inquiries.reference,
  event: "inquiry.created",
  toEvent: (id, input, { ip }) => ({ type: "inquiry.created", id, inquiryType: input.type, name: input.name, email: input.email || null, jobId: null, ip }),
};

/** Public forms (contact, service enquiry, quote, call-back) that arrive in the admin's inquiries. */
export const publicInquiryRoutes = new Hono<AppEnv>().post("/", requireJson, validate("json", inquirySchema), (c) =>
  submit(c, inquirySubmission, c.req.valid("json")),
);
