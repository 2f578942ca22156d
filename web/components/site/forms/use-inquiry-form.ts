import { useState } from "react";
import { toast } from "sonner";
import type * as v from "valibot";
import type { enquirySchema, quoteSchema } from "#core/schemas/inquiry";
import { browserApi } from "@/lib/api-client";
import { type FieldErrors, validateForm } from "@/lib/form";
import { useAttemptKey } from "@/lib/idempotency-key";
import { useFormFields } from "./use-form-fields";

export interface InquiryValues {
  name: string;
  email: string;
  phone: string;
  message: string;
  selectedOptions: string[];
  /** The honeypot: people never see it, bots fill it in. */
  website: string;
}

export type InquiryFormState = "editing" | "submitting" | "success";

const blank = (): InquiryValues => ({ name: "", email: "", phone: "", message: "", selectedOptions: [], website: "" });

const FAILURE = {
  title: "Submission Error",
  description: "There was an error submitting your inquiry. Please try again.",
};

/**
 * State and submission of a service enquiry or quote form: validated in the browser with the API's
 * own schema, sent once per attempt (a stable Idempotency-Key survives retries of the same attempt).
 */
export function useInquiryForm<S extends typeof enquirySchema | typeof quoteSchema>(
  schema: S,
  toPayload: (values: InquiryValues) => v.InferInput<S>,
) {
  const { values, errors, setErrors, setField, clear } = useFormFields(blank);
  const [status, setStatus] = useState<InquiryFormState>("editing");
  const attempt = useAttemptKey();

  /** Returns the field errors of this attempt, so the form can focus the first one. */
  async function submit(): Promise<FieldErrors> {
    const checked = validateForm(schema, toPayload(values));
    if (!checked.ok) {
      setErrors(checked.errors);
      return checked.errors;
    }
    setErrors({});
    setStatus("submitting");
    try {
      const res = await browserApi.api.inquiries.$post(
        { json: checked.data },
        { headers: attempt.headers() },
      );
      if (res.ok) {
        attempt.finish();
        setStatus("success");
        toast.success("Inquiry Submitted", { description: "Thank you for your inquiry. We'll contact you soon!" });
        return {};
      }
      const problem = await res.json();
      setStatus("editing");
      const fieldErrors = ("fieldErrors" in problem ? problem.fieldErrors : {}) as FieldErrors;
      if (res.status === 400 && Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
        toast.error(FAILURE.title, { description: problem.error });
        return fieldErrors;
      }
      // A 429 explains when to try again; anything else gets the general apology.
      toast.error(FAILURE.title, { description: res.status === 429 ? problem.error : FAILURE.description });
    } catch {
      setStatus("editing");
      toast.error(FAILURE.title, { description: FAILURE.description });
    }
    return {};
  }

  function reset() {
    clear();
    setStatus("editing");
  }

  return { values, errors, status, setField, submit, reset };
}
