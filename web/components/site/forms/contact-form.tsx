import { parseResponse } from "hono/client";
import { Loader2, Send } from "lucide-react";
import { useState } from "react";
import { contactSchema } from "#core/schemas/inquiry";
import { browserApi } from "@/lib/api-client";
import { postedText } from "@/lib/posted-form";
import { Button } from "../../ui/button";
import { FormField } from "../../ui/form-field";
import { Input } from "../../ui/input";
import { Textarea } from "../../ui/textarea";
import { ContactOptions, FormPromise, PostedSummary } from "./form-notes";
import { referenceOf, useSiteForm } from "./use-site-form";
import { WebsiteHoneypot } from "./website-honeypot";

const EMPTY = { name: "", email: "", phone: "", subject: "", message: "", website: "" };
const FIELDS = ["name", "email", "phone", "subject", "message"] as const;

/**
 * The contact page's form: validated with the API's own schema, then POSTed as a contact inquiry;
 * without JavaScript it posts to the page. A sent message clears the form (spec) and leaves its
 * reference, with call and WhatsApp, above it.
 */
export function ContactForm({ initialSubject = "" }: { initialSubject?: string }) {
  const [sentReference, setSentReference] = useState<string | null>(null);
  const form = useSiteForm({
    kind: "contact",
    schema: contactSchema,
    initial: (posted) => ({
      ...EMPTY,
      ...Object.fromEntries(FIELDS.map((field) => [field, postedText(posted, field, field === "subject" ? initialSubject : "")])),
    }),
    toInput: (values) => ({ type: "contact", ...values }),
    send: (json, headers) => parseResponse(browserApi.api.inquiries.$post({ json }, { headers })),
    onSuccess: (answer): void => {
      setSentReference(referenceOf(answer) ?? "");
      form.reset(EMPTY);
    },
    success: { title: "Message Sent!", description: "We've received your message and will contact you soon." },
    failure: { title: "Message not sent", fallback: "Your message could not be sent. Please try again, or call or WhatsApp us." },
  });
  const { errors, text, submitting } = form;

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
        <FormField label="Full Name" required error={errors.name}>
          <Input {...text("name")} autoComplete="name" required placeholder="Your name" />
        </FormField>
        <FormField label="Email Address" required error={errors.email}>
          <Input {...text("email")} type="email" autoComplete="email" required placeholder="you@company.in" />
        </FormField>
        <FormField label="Phone Number" error={errors.phone} hint="Optional">
          <Input {...text("phone")} type="tel" autoComplete="tel" placeholder="+91 98765 43210" />
        </FormField>
        <FormField label="Subject" required error={errors.subject}>
          <Input {...text("subject")} required placeholder="How can we help?" />
        </FormField>
      </div>
      <FormField label="Message" required error={errors.message}>
        <Textarea {...text("message")} required rows={6} placeholder="Tell us about your business and what you need." />
      </FormField>
      <WebsiteHoneypot value={form.values.website} onChange={(value) => form.setField("website", value)} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submitting}>
        {submitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {submitting ? "Sending..." : "Send Message"}
      </Button>
      <FormPromise />
    </form>
  );
}
