import { Button } from "../../ui/button";
import { FormField } from "../../ui/form-field";
import { Input } from "../../ui/input";
import { Textarea } from "../../ui/textarea";
import { FormPromise, PostedSummary } from "./form-notes";
import { OptionsFieldset } from "./options-fieldset";
import { ThankYouPanel } from "./thank-you-panel";
import { WebsiteHoneypot } from "./website-honeypot";
import type { useInquiryForm } from "./use-inquiry-form";

export interface InquiryFormProps {
  form: ReturnType<typeof useInquiryForm>;
  /** Named in the thank-you panel (and shown read-only on the quote form). */
  serviceTitle: string;
  /** What a post without JavaScript must carry besides the fields: the service (and sub-service) ids. */
  hidden: Record<string, string>;
  showServiceField?: boolean;
  optionsLegend: string;
  options: string[];
  submitLabel: string;
  messagePlaceholder: string;
}

/** The fields, states and messages shared by the service enquiry and quote forms. */
export function InquiryForm({ form, serviceTitle, hidden, showServiceField, optionsLegend, options, submitLabel, messagePlaceholder }: InquiryFormProps) {
  const { values, errors, submitting, setField, text, sent } = form;

  function startOver() {
    form.startOver();
    // The form remounts after the panel closes; focus its first field on the next frame.
    requestAnimationFrame(() => form.form.ref.current?.querySelector<HTMLElement>('[name="name"]')?.focus());
  }

  if (sent) {
    return (
      <ThankYouPanel
        title="Thank You!"
        reference={form.reference}
        action={
          <Button variant="outline" onClick={startOver}>
            Submit Another Inquiry
          </Button>
        }
      >
        <p>
          We have received your inquiry about <strong className="text-foreground">{serviceTitle}</strong>. Our team will
          contact you within one working day.
        </p>
      </ThankYouPanel>
    );
  }

  return (
    <form {...form.form} className="relative space-y-5">
      <input {...form.kindField} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <PostedSummary posted={form.posted} fieldId={form.fieldId} />
      {showServiceField ? (
        <FormField label="Service">
          {/* Shown, not sent: the hidden fields name the service by its id. */}
          <Input value={serviceTitle} readOnly className="bg-secondary" />
        </FormField>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Name" required error={errors.name}>
          <Input {...text("name")} autoComplete="name" />
        </FormField>
        <FormField label="Email" required error={errors.email}>
          <Input {...text("email")} type="email" autoComplete="email" />
        </FormField>
      </div>
      <FormField label="Phone" error={errors.phone}>
        <Input {...text("phone")} type="tel" autoComplete="tel" />
      </FormField>
      <OptionsFieldset
        id={form.fieldId("selectedOptions")}
        legend={optionsLegend}
        options={options}
        selected={values.selectedOptions}
        onChange={(selected) => setField("selectedOptions", selected)}
        error={errors.selectedOptions}
      />
      <FormField label="Message" error={errors.message}>
        <Textarea {...text("message")} rows={4} placeholder={messagePlaceholder} />
      </FormField>
      <WebsiteHoneypot value={values.website} onChange={(value) => setField("website", value)} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submitting}>
        {submitting ? "Submitting..." : submitLabel}
      </Button>
      <FormPromise />
    </form>
  );
}
