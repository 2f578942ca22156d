import { Loader2, Send } from "@/components/site/icons";
import * as careersEn from "#core/content/careers";
import * as careersHi from "#core/content/hi/careers";
import { localizedHref } from "#core/site/hindi-pages";
import { useContent, useLocale } from "@/lib/locale";
import { around } from "@/lib/staff-text";
import { Button } from "../../ui/button";
import { FormPromise, PostedSummary } from "./form-notes";
import { SiteField } from "./site-field";
import { ThankYouPanel } from "./thank-you-panel";
import { useApplicationForm } from "./use-application-form";

/**
 * The application form of a job page: contact details, a cover note and the résumé file, in the
 * page's language; the role's title (`position`) as staff wrote it for that language (`positionLang`:
 * "en" where a Hindi page shows their English).
 */
export function ApplicationForm({ slug, position, positionLang }: { slug: string; position: string; positionLang?: "en" }) {
  const copy = useContent({ en: careersEn, hi: careersHi }).applicationFormCopy;
  const careersPath = localizedHref(useLocale(), "/careers");
  const form = useApplicationForm(slug);
  const { submitting } = form;

  if (form.sent) {
    const [before, after] = around(copy.success.text);
    return (
      <ThankYouPanel
        title={copy.success.title}
        reference={form.reference}
        action={
          <Button asChild variant="outline">
            <a href={careersPath}>{copy.success.back}</a>
          </Button>
        }
      >
        <p className="font-medium text-foreground">
          {before}
          <span lang={positionLang}>{position}</span>
          {after}
        </p>
        <p>{copy.success.next}</p>
      </ThankYouPanel>
    );
  }

  return (
    <form {...form.form} encType="multipart/form-data" className="space-y-5">
      <input {...form.kindField} />
      <PostedSummary posted={form.posted} fieldId={form.fieldId} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SiteField form={form} name="name" placeholder={copy.placeholders.name} autoComplete="name" required />
        <SiteField form={form} name="email" placeholder={copy.placeholders.email} autoComplete="email" required />
      </div>
      <SiteField form={form} name="phone" hint={copy.hints.phone} placeholder={copy.placeholders.phone} autoComplete="tel" />
      <SiteField form={form} name="message" hint={copy.hints.message} placeholder={copy.placeholders.message} rows={5} />
      <SiteField form={form} name="resume" required hint={copy.hints.resume} accept={copy.resumeAccept} />
      <SiteField form={form} name="website" />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submitting}>
        {submitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {submitting ? copy.submitting : copy.submit}
      </Button>
      <FormPromise />
    </form>
  );
}
