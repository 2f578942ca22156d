import { useState } from "react";
import { toast } from "sonner";
import { applicationSchema } from "#core/schemas/application";
import { applicationFormCopy as copy } from "#core/content/careers";
import { browserApi } from "@/lib/api-client";
import { type FieldErrors, readApiError, validateForm } from "@/lib/form";
import { useAttemptKey } from "@/lib/idempotency-key";
import { useFormFields } from "./use-form-fields";

export interface ApplicationValues {
  name: string;
  email: string;
  phone: string;
  message: string;
  resume: File | null;
  /** The honeypot: people never see it, bots fill it in. */
  website: string;
}

export type ApplicationStatus = "editing" | "submitting" | "success";

const blank: ApplicationValues = { name: "", email: "", phone: "", message: "", resume: null, website: "" };

/** No file chosen is left out, so the schema reads it as missing and asks for one. */
const check = ({ resume, ...fields }: ApplicationValues) =>
  validateForm(applicationSchema, resume ? { ...fields, resume } : fields);

/**
 * State and submission of a job application: checked in the browser with the API's own schema,
 * then sent as multipart form data with the résumé. What the visitor typed survives a failure.
 */
export function useApplicationForm(slug: string) {
  const { values, errors, setErrors, setField } = useFormFields(() => blank);
  const [status, setStatus] = useState<ApplicationStatus>("editing");
  const attempt = useAttemptKey();

  /** Returns the field errors of this attempt, so the form can focus the first one. */
  async function submit(): Promise<FieldErrors> {
    const checked = check(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return checked.errors;
    }
    setErrors({});
    setStatus("submitting");
    try {
      const res = await browserApi.api.jobs[":slug"].applications.$post(
        { param: { slug }, form: checked.data },
        { headers: attempt.headers() },
      );
      if (res.ok) {
        attempt.finish();
        setStatus("success");
        toast.success(copy.success.toastTitle, { description: copy.success.toastText });
        return {};
      }
      setStatus("editing");
      // 400 and 415 name the fields at fault; 404 (role closed) and 429 explain themselves.
      const failure = await readApiError(res);
      setErrors(failure.fieldErrors);
      toast.error(copy.failure.title, { description: res.status >= 500 ? copy.failure.generic : failure.message });
      return failure.fieldErrors;
    } catch {
      setStatus("editing");
      toast.error(copy.failure.title, { description: copy.failure.offline });
      return {};
    }
  }

  return { values, errors, status, setField, submit };
}
