import { parseResponse } from "hono/client";
import { useState } from "react";
import * as careersEn from "#core/content/careers";
import * as careersHi from "#core/content/hi/careers";
import { applicationForm } from "#core/schemas/application";
import { browserApi } from "@/lib/api-client";
import { useContent } from "@/lib/locale";
import { useSiteForm } from "./use-site-form";

/**
 * A job application: the site form kit over multipart POST /api/jobs/:slug/applications with the
 * résumé. What the visitor typed survives a failure; 400 and 415 name the fields at fault. A
 * refused post keeps the text; the browser never sends a chosen file back, so it is chosen again.
 * The toasts speak the page's language.
 */
export function useApplicationForm(slug: string) {
  const copy = useContent({ en: careersEn, hi: careersHi }).applicationFormCopy;
  const [sent, setSent] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const form = useSiteForm({
    kind: "job_application",
    fields: applicationForm,
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
