import { parseResponse } from "hono/client";
import { useState } from "react";
import type { FormDescription, FormEntries, FormValues, HiddenValues } from "#core/forms/define-form";
import type { enquiryForm, InquiryInput } from "#core/schemas/inquiry";
import { browserApi } from "@/lib/api-client";
import * as inquiryEn from "#core/content/inquiry-form";
import * as inquiryHi from "#core/content/hi/inquiry-form";
import { useContent } from "@/lib/locale";
import type { FieldForm } from "./site-field";
import { useSiteForm } from "./use-site-form";

type InquiryEntries = (typeof enquiryForm)["entries"];

/** An enquiry's or a quote's form state: the visitor edits the same fields in both, only the hidden ones differ. */
export type InquiryFormState = Omit<ReturnType<typeof useInquiryForm<InquiryEntries>>, "fields"> & Pick<FieldForm<FormValues<InquiryEntries>>, "fields">;

/**
 * A service enquiry or quote form: the site form kit over POST /api/inquiries, then a thank-you.
 * `prefill`: values the form starts with (a free tool's figures in the message).
 */
export function useInquiryForm<E extends FormEntries>(
  kind: "service_enquiry" | "quote",
  fields: FormDescription<E>,
  hidden: HiddenValues<E>,
  prefill?: Partial<FormValues<E>>,
) {
  const [sent, setSent] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const copy = useContent({ en: inquiryEn, hi: inquiryHi }).inquiryFormCopy;
  const form = useSiteForm({
    kind,
    fields,
    hidden,
    ...(prefill ? { prefill } : {}),
    // Checked by the enquiry's or the quote's schema (enquiry-form.tsx, quote-form.tsx): an inquiry the endpoint takes.
    send: (json, headers) => parseResponse(browserApi.api.inquiries.$post({ json: json as InquiryInput }, { headers })),
    onSuccess: (answer) => {
      setReference(answer.reference);
      setSent(true);
    },
    success: copy.success,
    failure: copy.failure,
  });
  function startOver() {
    // Blank, as a sent form is: a prefilled message was sent with the first inquiry.
    form.clear();
    setSent(false);
  }
  return { ...form, sent, reference, startOver };
}
