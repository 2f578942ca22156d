import { parseResponse } from "hono/client";
import { Loader2, PhoneCall } from "lucide-react";
import { useState } from "react";
import { callbackFormCopy as copy } from "#core/content/callback-form";
import { callbackSchema } from "#core/schemas/inquiry";
import { callbackTimeLabels, callbackTimes } from "#core/taxonomies/inquiries";
import { browserApi } from "@/lib/api-client";
import { postedText } from "@/lib/posted-form";
import { Button } from "../../ui/button";
import { FormField } from "../../ui/form-field";
import { Input } from "../../ui/input";
import { Select } from "../../ui/select";
import { FormPromise, PostedSummary } from "./form-notes";
import { ThankYouPanel } from "./thank-you-panel";
import { useSiteForm } from "./use-site-form";
import { WebsiteHoneypot } from "./website-honeypot";

const FIELDS = ["name", "phone", "preferredTime", "email"] as const;
const EMPTY = { name: "", phone: "", preferredTime: "", email: "", website: "" };

export interface CallbackAbout {
  /** The service id (and sub-service id) sent with the request; the staff see their titles. */
  service: string;
  subService?: string;
}

/**
 * "Request a call back": name, phone and the part of the day to call; the email is optional.
 * Validated with the API's own schema and POSTed as a `callback` inquiry; without JavaScript it
 * posts to its page like every public form. On a service or sub-service page it carries that service.
 */
export function CallbackForm({ about }: { about?: CallbackAbout }) {
  const [sent, setSent] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const hidden = about ? { service: about.service, subService: about.subService ?? "" } : { service: "", subService: "" };
  const form = useSiteForm({
    kind: "callback",
    schema: callbackSchema,
    initial: (posted) => ({ ...EMPTY, ...Object.fromEntries(FIELDS.map((field) => [field, postedText(posted, field)])) }),
    toInput: (values) => ({ type: "callback", ...hidden, ...values }),
    send: (json, headers) => parseResponse(browserApi.api.inquiries.$post({ json }, { headers })),
    onSuccess: (answer) => {
      setReference(answer.reference);
      setSent(true);
    },
    success: { title: copy.success.toastTitle, description: copy.success.toastText },
    failure: { title: copy.failure.title, fallback: copy.failure.generic, offline: copy.failure.offline },
  });
  const { errors, text, submitting } = form;

  if (sent) {
    return (
      <ThankYouPanel
        title={copy.success.title}
        reference={reference}
        action={
          <Button
            variant="outline"
            onClick={() => {
              form.reset(EMPTY);
              setSent(false);
            }}
          >
            {copy.success.again}
          </Button>
        }
      >
        <p>
          {copy.success.text} {copy.success.next}
        </p>
      </ThankYouPanel>
    );
  }

  return (
    <form {...form.form} aria-labelledby="callback-heading" className="space-y-5">
      <input {...form.kindField} />
      {about ? (
        <>
          <input type="hidden" name="service" value={hidden.service} />
          <input type="hidden" name="subService" value={hidden.subService} />
        </>
      ) : null}
      <PostedSummary posted={form.posted} fieldId={form.fieldId} />
      <FormField label={copy.labels.name} required error={errors.name}>
        <Input {...text("name")} autoComplete="name" required placeholder={copy.placeholders.name} />
      </FormField>
      <FormField label={copy.labels.phone} required error={errors.phone}>
        <Input {...text("phone")} type="tel" inputMode="tel" autoComplete="tel" required placeholder={copy.placeholders.phone} />
      </FormField>
      <FormField label={copy.labels.preferredTime} error={errors.preferredTime}>
        <Select {...text("preferredTime")}>
          <option value="">{copy.anyTime}</option>
          {callbackTimes.map((time) => (
            <option key={time} value={time}>
              {callbackTimeLabels[time]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={copy.labels.email} hint={copy.hints.email} error={errors.email}>
        <Input {...text("email")} type="email" autoComplete="email" placeholder={copy.placeholders.email} />
      </FormField>
      <WebsiteHoneypot value={form.values.website} onChange={(value) => form.setField("website", value)} />
      <Button type="submit" size="lg" className="w-full" disabled={submitting}>
        {submitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <PhoneCall aria-hidden="true" />}
        {submitting ? copy.submitting : copy.submit}
      </Button>
      <FormPromise promise={copy.success.next} />
    </form>
  );
}
