import { useSearchParams } from "react-router-dom";
import { inLocale } from "#core/i18n/translated";
import { CallbackSection } from "../../components/site/callback-section";
import { ContactDetails } from "../../components/site/contact/contact-details";
import { QuickContactCallout } from "../../components/site/contact/quick-contact-callout";
import { CallbackForm, ContactForm } from "../../islands/form-islands";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { pageTitle } from "#core/content/site";
import * as contactEn from "#core/content/contact-page";
import * as contactHi from "#core/content/hi/contact-page";
import { useContent } from "@/lib/locale";
import { routeHandle } from "./route-handle";

/** Longest subject the API accepts; a longer ?subject= is cut rather than failing on submit. */
const SUBJECT_MAX = 200;

export function ContactPage() {
  const [searchParams] = useSearchParams();
  // Other pages link here with ?subject=… to start the message for the visitor.
  const subject = (searchParams.get("subject") ?? "").trim().slice(0, SUBJECT_MAX);
  const { hero, form } = useContent({ en: contactEn, hi: contactHi }).contactPageCopy;
  return (
    <>
      <section className="bg-gradient-to-br from-indigo-50 via-white to-amber-50 px-6 pb-16 pt-32">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">{hero.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-foreground sm:text-5xl">{hero.title}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{hero.subtitle}</p>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-10 px-6 py-16 lg:grid-cols-3">
        <Card className="self-start lg:col-span-2">
          <CardHeader>
            <h2 id="contact-form-heading" className="text-xl font-semibold leading-none tracking-tight">
              {form.heading}
            </h2>
            <CardDescription>{form.required}</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm key={subject} initialSubject={subject} />
          </CardContent>
        </Card>
        <div className="space-y-6">
          <CallbackSection>
            <CallbackForm />
          </CallbackSection>
          <ContactDetails />
          <QuickContactCallout />
        </div>
      </div>
    </>
  );
}

export { ContactPage as Component };

export const handle = routeHandle({
  callbackForm: true,
  head: ({ site, locale }) => {
    const { head } = inLocale({ en: contactEn, hi: contactHi }, locale).contactPageCopy;
    // The site settings always come with a public page (web/lib/site-settings.ts).
    const place = site ? { city: site.address.city, state: site.address.state, openHours: site.openHours } : { city: "", state: "", openHours: "" };
    return { title: pageTitle(head.title), description: head.description(place) };
  },
});
