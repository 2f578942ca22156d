import * as inquiryEn from "#core/content/inquiry-form";
import * as inquiryHi from "#core/content/hi/inquiry-form";
import { useContent } from "@/lib/locale";
import { Button } from "../../ui/button";
import { FormField } from "../../ui/form-field";
import { Input } from "../../ui/input";
import { FormPromise, PostedSummary } from "./form-notes";
import { SiteField } from "./site-field";
import { ThankYouPanel } from "./thank-you-panel";
import type { InquiryFormState } from "./use-inquiry-form";

export interface InquiryFormProps {
  form: InquiryFormState;
  /** Named in the thank-you panel (and shown read-only on the quote form). */
  serviceTitle: string;
  showServiceField?: boolean;
  options: string[];
  submitLabel: string;
  messagePlaceholder: string;
}

/** The fields, states and messages shared by the service enquiry and quote forms. */
export function InquiryForm({ form, serviceTitle, showServiceField, options, submitLabel, messagePlaceholder }: InquiryFormProps) {
  const { submitting, sent } = form;
  const copy = useContent({ en: inquiryEn, hi: inquiryHi }).inquiryFormCopy;

  function startOver() {
    form.startOver();
    // The form remounts after the panel closes; focus its first field on the next frame.
    requestAnimationFrame(() => form.form.ref.current?.querySelector<HTMLElement>('[name="name"]')?.focus());
  }

  if (sent) {
    return (
      <ThankYouPanel
        title={copy.thanks.title}
        reference={form.reference}
        action={
          <Button variant="outline" onClick={startOver}>
            {copy.thanks.again}
          </Button>
        }
      >
        <p>
          {`${copy.thanks.receivedAbout} `}
          <strong className="text-foreground">{serviceTitle}</strong>
          {`${copy.thanks.end} ${copy.thanks.promise}`}
        </p>
      </ThankYouPanel>
    );
  }

  return (
    <form {...form.form} className="relative space-y-5">
      <input {...form.kindField} />
      {form.hiddenFields.map((hidden) => (
        <input key={hidden.name} {...hidden} />
      ))}
      <PostedSummary posted={form.posted} fieldId={form.fieldId} />
      {showServiceField ? (
        <FormField label={copy.service}>
          {/* Shown, not sent: the hidden fields name the service by its id. */}
          <Input value={serviceTitle} readOnly className="bg-secondary" />
        </FormField>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <SiteField form={form} name="name" marked autoComplete="name" />
        <SiteField form={form} name="email" marked autoComplete="email" />
      </div>
      <SiteField form={form} name="phone" autoComplete="tel" />
      <SiteField form={form} name="selectedOptions" options={options} />
      <SiteField form={form} name="message" rows={4} placeholder={messagePlaceholder} />
      <SiteField form={form} name="website" />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submitting}>
        {submitting ? copy.submitting : submitLabel}
      </Button>
      <FormPromise />
    </form>
  );
}
