import { parseResponse } from "hono/client";
import { Loader2, Send } from "@/components/site/icons";
import { useState } from "react";
import { contactForm } from "#core/schemas/inquiry";
import * as contactEn from "#core/content/contact-page";
import * as contactHi from "#core/content/hi/contact-page";
import { useContent } from "@/lib/locale";
import { browserApi } from "@/lib/api-client";
import { Button } from "../../ui/button";
import { ContactOptions, FormPromise, PostedSummary, useNextSteps } from "./form-notes";
import { SiteField } from "./site-field";
import { referenceOf, useSiteForm } from "./use-site-form";

/**
 * The contact page's form: validated with the API's own schema, then POSTed as a contact inquiry;
 * without JavaScript it posts to the page. A sent message clears the form (spec) and leaves its
 * reference, with call and WhatsApp, above it.
 */
export function ContactForm({ initialSubject = "" }: { initialSubject?: string }) {
  const [sentReference, setSentReference] = useState<string | null>(null);
  const copy = useContent({ en: contactEn, hi: contactHi }).contactPageCopy.form;
  const { reference: referenceWords } = useNextSteps().formNotesCopy;
  const form = useSiteForm({
    kind: "contact",
    fields: contactForm,
    prefill: { subject: initialSubject },
    send: (json, headers) => parseResponse(browserApi.api.inquiries.$post({ json }, { headers })),
    onSuccess: (answer): void => {
      setSentReference(referenceOf(answer) ?? "");
      form.clear();
    },
    success: copy.success,
    failure: copy.failure,
  });
  const { submitting } = form;

  return (
    <form {...form.form} aria-labelledby="contact-form-heading" className="space-y-6">
      <input {...form.kindField} />
      {sentReference !== null ? (
        <div role="status" className="space-y-3 rounded-md border border-success/30 bg-success/5 p-4 text-sm text-muted-foreground">
          <p>
            <strong className="text-foreground">{copy.sent.title}</strong>
            {sentReference ? (
              <>
                {` ${referenceWords.before} `}
                <strong className="font-mono text-foreground">{sentReference}</strong>
                {referenceWords.after.startsWith(".") ? "." : "।"}
              </>
            ) : null}
            {` ${copy.sent.next}`}
          </p>
          <ContactOptions className="flex flex-wrap gap-3" />
        </div>
      ) : null}
      <PostedSummary posted={form.posted} fieldId={form.fieldId} />
      <div className="grid gap-6 sm:grid-cols-2">
        <SiteField form={form} name="name" autoComplete="name" required placeholder={copy.placeholders.name} />
        <SiteField form={form} name="email" autoComplete="email" required placeholder={copy.placeholders.email} />
        <SiteField form={form} name="phone" hint={copy.optional} autoComplete="tel" placeholder={copy.placeholders.phone} />
        <SiteField form={form} name="subject" required placeholder={copy.placeholders.subject} />
      </div>
      <SiteField form={form} name="message" required rows={6} placeholder={copy.placeholders.message} />
      <SiteField form={form} name="website" />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submitting}>
        {submitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {submitting ? copy.submitting : copy.submit}
      </Button>
      <FormPromise />
    </form>
  );
}
