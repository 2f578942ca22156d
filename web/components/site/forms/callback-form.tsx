import { parseResponse } from "hono/client";
import { Loader2, PhoneCall } from "@/components/site/icons";
import { useState } from "react";
import * as callbackEn from "#core/content/callback-form";
import * as callbackHi from "#core/content/hi/callback-form";
import { useContent } from "@/lib/locale";
import { useFormText } from "@/lib/form-text";
import { withoutDirectionMarks } from "#core/schemas/phone-number";
import { callbackForm } from "#core/schemas/inquiry";
import { callbackTimeLabels, callbackTimes } from "#core/taxonomies/inquiries";
import { browserApi } from "@/lib/api-client";
import { Button } from "../../ui/button";
import { FormPromise, PostedSummary } from "./form-notes";
import { SiteField } from "./site-field";
import { ThankYouPanel } from "./thank-you-panel";
import { useSiteForm } from "./use-site-form";

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
  const copy = useContent({ en: callbackEn, hi: callbackHi }).callbackFormCopy;
  const text = useFormText();
  const form = useSiteForm({
    kind: "callback",
    fields: callbackForm,
    // On /contact the form is about no service, and posts no hidden inputs.
    hidden: about ? { service: about.service, subService: about.subService ?? "" } : {},
    send: (json, headers) => parseResponse(browserApi.api.inquiries.$post({ json }, { headers })),
    onSuccess: (answer) => {
      setReference(answer.reference);
      setSent(true);
    },
    success: { title: copy.success.toastTitle, description: copy.success.toastText },
    failure: { title: copy.failure.title, fallback: copy.failure.generic, offline: copy.failure.offline },
  });
  const { submitting } = form;

  if (sent) {
    return (
      <ThankYouPanel
        title={copy.success.title}
        reference={reference}
        action={
          <Button
            variant="outline"
            onClick={() => {
              form.clear();
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
        {/* The number as the visitor typed it (the API stored it in ASCII digits), without a copy's direction marks. */}
        <p>
          {copy.labels.phone}: <span className="font-medium text-foreground">{withoutDirectionMarks(form.values.phone)}</span>
        </p>
      </ThankYouPanel>
    );
  }

  return (
    <form {...form.form} aria-labelledby="callback-heading" className="space-y-5">
      <input {...form.kindField} />
      {form.hiddenFields.map((hidden) => (
        <input key={hidden.name} {...hidden} />
      ))}
      <PostedSummary posted={form.posted} fieldId={form.fieldId} />
      <SiteField form={form} name="name" label={copy.labels.name} autoComplete="name" required placeholder={copy.placeholders.name} />
      <SiteField form={form} name="phone" label={copy.labels.phone} inputMode="tel" autoComplete="tel" required placeholder={copy.placeholders.phone} />
      <SiteField form={form} name="preferredTime" label={copy.labels.preferredTime}>
        <option value="">{copy.anyTime}</option>
        {callbackTimes.map((time) => (
          <option key={time} value={time}>
            {text(callbackTimeLabels[time])}
          </option>
        ))}
      </SiteField>
      <SiteField form={form} name="email" label={copy.labels.email} hint={copy.hints.email} autoComplete="email" placeholder={copy.placeholders.email} />
      <SiteField form={form} name="website" />
      <Button type="submit" size="lg" className="w-full" disabled={submitting}>
        {submitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <PhoneCall aria-hidden="true" />}
        {submitting ? copy.submitting : copy.submit}
      </Button>
      <FormPromise promise={copy.success.next} />
    </form>
  );
}
