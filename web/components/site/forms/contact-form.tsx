import { Loader2, Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { contactSchema } from "#core/schemas/inquiry";
import { browserApi } from "@/lib/api-client";
import { type FieldErrors, readApiError, validateForm } from "@/lib/form";
import { useAttemptKey } from "@/lib/idempotency-key";
import { useHydrated } from "@/lib/use-hydrated";
import { Button } from "../../ui/button";
import { FormField } from "../../ui/form-field";
import { Input } from "../../ui/input";
import { Textarea } from "../../ui/textarea";
import { WebsiteHoneypot } from "./website-honeypot";

type ContactValues = { name: string; email: string; phone: string; subject: string; message: string; website: string };
type Field = keyof ContactValues;

const empty: ContactValues = { name: "", email: "", phone: "", subject: "", message: "", website: "" };
const GENERIC_FAILURE = "Your message could not be sent. Please try again, or call or WhatsApp us.";

const check = (values: ContactValues) => validateForm(contactSchema, { type: "contact", ...values });

/** The contact page's form: validated with the API's own schema, then POSTed as a contact inquiry. */
export function ContactForm({ initialSubject = "" }: { initialSubject?: string }) {
  const hydrated = useHydrated();
  const [values, setValues] = useState<ContactValues>({ ...empty, subject: initialSubject });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  // A retry of the same, unchanged message cannot store it twice; an edit starts a new attempt.
  const attempt = useAttemptKey();

  function update(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    attempt.finish();
    // Once a field shows a message, re-check it as the visitor types so it clears when fixed.
    if (errors[field]) {
      const result = check(next);
      const message = result.ok ? undefined : result.errors[field];
      setErrors(({ [field]: _, ...rest }) => (message ? { ...rest, [field]: message } : rest));
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = check(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const res = await browserApi.api.inquiries.$post(
        { json: { ...result.data, type: "contact" } },
        { headers: attempt.headers() },
      );
      if (res.ok) {
        setValues(empty);
        attempt.finish();
        toast.success("Message Sent!", { description: "We've received your message and will contact you soon." });
        return;
      }
      const failure = await readApiError(res);
      setErrors(failure.fieldErrors);
      toast.error("Message not sent", { description: res.status >= 500 ? GENERIC_FAILURE : failure.message });
    } catch {
      toast.error("Message not sent", { description: GENERIC_FAILURE });
    } finally {
      setSending(false);
    }
  }

  const field = (name: Exclude<Field, "website">) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => update(name, e.target.value),
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="contact-form-heading" className="space-y-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField label="Full Name" required error={errors.name}>
          <Input {...field("name")} autoComplete="name" required placeholder="Your name" />
        </FormField>
        <FormField label="Email Address" required error={errors.email}>
          <Input {...field("email")} type="email" autoComplete="email" required placeholder="you@company.in" />
        </FormField>
        <FormField label="Phone Number" error={errors.phone} hint="Optional">
          <Input {...field("phone")} type="tel" autoComplete="tel" placeholder="+91 98765 43210" />
        </FormField>
        <FormField label="Subject" required error={errors.subject}>
          <Input {...field("subject")} required placeholder="How can we help?" />
        </FormField>
      </div>
      <FormField label="Message" required error={errors.message}>
        <Textarea {...field("message")} required rows={6} placeholder="Tell us about your business and what you need." />
      </FormField>
      <WebsiteHoneypot value={values.website} onChange={(v) => update("website", v)} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={!hydrated || sending}>
        {sending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {sending ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
