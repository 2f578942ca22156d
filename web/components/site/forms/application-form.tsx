import { Loader2, Send } from "lucide-react";
import { Link } from "react-router-dom";
import { applicationFormCopy as copy } from "#core/content/careers";
import { Button } from "../../ui/button";
import { FormField } from "../../ui/form-field";
import { Input } from "../../ui/input";
import { Textarea } from "../../ui/textarea";
import { FormPromise, PostedSummary } from "./form-notes";
import { ThankYouPanel } from "./thank-you-panel";
import { useApplicationForm } from "./use-application-form";
import { WebsiteHoneypot } from "./website-honeypot";

type TextField = "name" | "email" | "phone" | "message";

/** The application form of a job page: contact details, a cover note and the résumé file. */
export function ApplicationForm({ slug, position }: { slug: string; position: string }) {
  const form = useApplicationForm(slug);
  const { values, errors, submitting, setField } = form;

  if (form.sent) {
    return (
      <ThankYouPanel
        title={copy.success.title}
        reference={form.reference}
        action={
          <Button asChild variant="outline">
            <Link to="/careers">{copy.success.back}</Link>
          </Button>
        }
      >
        <p className="font-medium text-foreground">{copy.success.text(position)}</p>
        <p>{copy.success.next}</p>
      </ThankYouPanel>
    );
  }

  const text = (name: TextField) => ({ ...form.text(name), placeholder: copy.placeholders[name] });

  return (
    <form {...form.form} encType="multipart/form-data" className="space-y-5">
      <input {...form.kindField} />
      <PostedSummary posted={form.posted} fieldId={form.fieldId} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={copy.labels.name} required error={errors.name}>
          <Input {...text("name")} autoComplete="name" required />
        </FormField>
        <FormField label={copy.labels.email} required error={errors.email}>
          <Input {...text("email")} type="email" autoComplete="email" required />
        </FormField>
      </div>
      <FormField label={copy.labels.phone} hint={copy.hints.phone} error={errors.phone}>
        <Input {...text("phone")} type="tel" autoComplete="tel" />
      </FormField>
      <FormField label={copy.labels.message} hint={copy.hints.message} error={errors.message}>
        <Textarea {...text("message")} rows={5} />
      </FormField>
      <FormField label={copy.labels.resume} required hint={copy.hints.resume} error={errors.resume}>
        <Input
          id={form.fieldId("resume")}
          type="file"
          name="resume"
          accept={copy.resumeAccept}
          required
          onChange={(e) => setField("resume", e.target.files?.[0] ?? null)}
        />
      </FormField>
      <WebsiteHoneypot value={values.website} onChange={(value) => setField("website", value)} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submitting}>
        {submitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {submitting ? copy.submitting : copy.submit}
      </Button>
      <FormPromise />
    </form>
  );
}
