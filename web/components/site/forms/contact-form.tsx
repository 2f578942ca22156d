import { parseResponse } from "hono/client";
import { Loader2, Send } from "lucide-react";
import { useState } from "react";
import { contactForm } from "#core/schemas/inquiry";
import { browserApi } from "@/lib/api-client";
import { Button } from "../../ui/button";
import { ContactOptions, FormPromise, PostedSummary } from "./form-notes";
import { SiteField } from "./site-field";
import { referenceOf, useSiteForm } from "./use-site-form";

/**
 * The contact page's form: validated with the API's own schema, then POSTed as a contact inquiry;
 * without JavaScript it posts to the page. A sent message clears the form (spec) and leaves its
 * reference, with call and WhatsApp, above it.
 */
export function ContactForm({ initialSubject = "" }: { initialSubject?: string }) {
  const [sentReference, setSentReference] = useState<string | null>(null);
  const form = useSiteForm({
    kind: "contact",
    fields: contactForm,
    prefill: { subject: initialSubject },
    send: (json, headers) => parseResponse(browserApi.api.inquiries.$post({ json }, { headers })),
    onSuccess: (answer): void => {
      setSentReference(referenceOf(answer) ?? "");
      form.clear();
    },
    success: { title: "Message Sent!", description: "We've received your message and will contact you soon." },
    failure: { title: "Message not sent", fallback: "Your message could not be sent. Please try again, or call or WhatsApp us." },
  });
  const { submitting } = form;

  return (
    <form {...form.form} aria-labelledby="contact-form-heading" className="space-y-6">
      <input {...form.kindField} />
      {sentReference !== null ? (
        <div role="status" className="space-y-3 rounded-md border border-success/30 bg-success/5 p-4 text-sm text-muted-foreground">
          <p>
            <strong className="text-foreground">Message sent.</strong>
            {sentReference ? (
              <>
                {" "}
                Your reference is <strong className="font-mono text-foreground">{sentReference}</strong>.
              </>
            ) : null}{" "}
            We reply within one working day. Need us sooner?
          </p>
          <ContactOptions className="flex flex-wrap gap-3" />
        </div>
      ) : null}
      <PostedSummary posted={form.posted} fieldId={form.fieldId} />
      <div className="grid gap-6 sm:grid-cols-2">
        <SiteField form={form} name="name" autoComplete="name" required placeholder="Your name" />
        <SiteField form={form} name="email" autoComplete="email" required placeholder="you@company.in" />
        <SiteField form={form} name="phone" hint="Optional" autoComplete="tel" placeholder="+91 98765 43210" />
        <SiteField form={form} name="subject" required placeholder="How can we help?" />
      </div>
      <SiteField form={form} name="message" required rows={6} placeholder="Tell us about your business and what you need." />
      <SiteField form={form} name="website" />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submitting}>
        {submitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {submitting ? "Sending..." : "Send Message"}
      </Button>
      <FormPromise />
    </form>
  );
}
