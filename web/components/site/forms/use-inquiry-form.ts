import { parseResponse } from "hono/client";
import { useState } from "react";
import type * as v from "valibot";
import type { enquirySchema, quoteSchema } from "#core/schemas/inquiry";
import type { PostedForm } from "#core/schemas/posted-form";
import { browserApi } from "@/lib/api-client";
import { postedList, postedText } from "@/lib/posted-form";
import { useSiteForm } from "./use-site-form";

export interface InquiryValues {
  name: string;
  email: string;
  phone: string;
  message: string;
  selectedOptions: string[];
  /** The honeypot: people never see it, bots fill it in. */
  website: string;
}

const blank = (): InquiryValues => ({ name: "", email: "", phone: "", message: "", selectedOptions: [], website: "" });

/** The values a refused post of the form showed, or blank ones. */
const initialValues = (posted: PostedForm | null): InquiryValues => ({
  ...blank(),
  name: postedText(posted, "name"),
  email: postedText(posted, "email"),
  phone: postedText(posted, "phone"),
  message: postedText(posted, "message"),
  selectedOptions: postedList(posted, "selectedOptions"),
});

/** A service enquiry or quote form: the site form kit over POST /api/inquiries, then a thank-you. */
export function useInquiryForm<S extends typeof enquirySchema | typeof quoteSchema>(
  kind: "service_enquiry" | "quote",
  schema: S,
  toInput: (values: InquiryValues) => v.InferInput<S>,
) {
  const [sent, setSent] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const form = useSiteForm({
    kind,
    schema,
    initial: initialValues,
    toInput,
    send: (json, headers) => parseResponse(browserApi.api.inquiries.$post({ json }, { headers })),
    onSuccess: (answer) => {
      setReference(answer.reference);
      setSent(true);
    },
    success: { title: "Inquiry Submitted", description: "Thank you for your inquiry. We'll contact you soon!" },
    failure: { title: "Submission Error", fallback: "There was an error submitting your inquiry. Please try again." },
  });
  function startOver() {
    form.reset();
    setSent(false);
  }
  return { ...form, sent, reference, startOver };
}
