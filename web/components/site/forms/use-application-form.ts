import { parseResponse } from "hono/client";
import { useState } from "react";
import { applicationFormCopy as copy } from "#core/content/careers";
import { applicationSchema } from "#core/schemas/application";
import { browserApi } from "@/lib/api-client";
import { postedText } from "@/lib/posted-form";
import { useSiteForm } from "./use-site-form";

export interface ApplicationValues {
  name: string;
  email: string;
  phone: string;
  message: string;
  resume: File | null;
  /** The honeypot: people never see it, bots fill it in. */
  website: string;
}

const blank: ApplicationValues = { name: "", email: "", phone: "", message: "", resume: null, website: "" };

/** No file chosen is left out, so the schema reads it as missing and asks for one. */
const toInput = ({ resume, ...fields }: ApplicationValues) => (resume ? { ...fields, resume } : fields);

/**
 * A job application: the site form kit over multipart POST /api/jobs/:slug/applications with the
 * résumé. What the visitor typed survives a failure; 400 and 415 name the fields at fault.
 */
export function useApplicationForm(slug: string) {
  const [sent, setSent] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const form = useSiteForm({
    kind: "job_application",
    schema: applicationSchema,
    // A refused post keeps the text; the browser never sends a chosen file back, so it is chosen again.
    initial: (posted) => ({
      ...blank,
      name: postedText(posted, "name"),
      email: postedText(posted, "email"),
      phone: postedText(posted, "phone"),
      message: postedText(posted, "message"),
    }),
    toInput,
    send: (data, headers) => parseResponse(browserApi.api.jobs[":slug"].applications.$post({ param: { slug }, form: data }, { headers })),
    onSuccess: (answer) => {
      setReference(answer.reference);
      setSent(true);
    },
    success: { title: copy.success.toastTitle, description: copy.success.toastText },
    failure: { title: copy.failure.title, fallback: copy.failure.generic, offline: copy.failure.offline },
  });
  return { ...form, sent, reference };
}
