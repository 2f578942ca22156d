import { useSearchParams } from "react-router-dom";
import { CallbackSection } from "../../components/site/callback-section";
import { ContactDetails } from "../../components/site/contact/contact-details";
import { QuickContactCallout } from "../../components/site/contact/quick-contact-callout";
import { ContactForm } from "../../components/site/forms/form-islands";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { pageTitle } from "#core/content/site";
import { routeHandle } from "./route-handle";

/** Longest subject the API accepts; a longer ?subject= is cut rather than failing on submit. */
const SUBJECT_MAX = 200;

export function ContactPage() {
  const [searchParams] = useSearchParams();
  // Other pages link here with ?subject=… to start the message for the visitor.
  const subject = (searchParams.get("subject") ?? "").trim().slice(0, SUBJECT_MAX);
  return (
    <>
      <section className="bg-gradient-to-br from-indigo-50 via-white to-amber-50 px-6 pb-16 pt-32">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">Contact Us</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-foreground sm:text-5xl">Get in Touch</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
            Tell us about your business and what you need. Our consultants reply within one business day.
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-10 px-6 py-16 lg:grid-cols-3">
        <Card className="self-start lg:col-span-2">
          <CardHeader>
            <h2 id="contact-form-heading" className="text-xl font-semibold leading-none tracking-tight">
              Send us a message
            </h2>
            <CardDescription>Fields marked * are required.</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm key={subject} initialSubject={subject} />
          </CardContent>
        </Card>
        <div className="space-y-6">
          <CallbackSection />
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
  head: ({ site }) => ({
    title: pageTitle("Contact Us"),
    description: site
      ? `Contact Vriddhi Business Solutions in ${site.address.city}, ${site.address.state}: send a message, call, email or WhatsApp our consultants. Open ${site.openHours}.`
      : "Contact Vriddhi Business Solutions: send a message, call, email or WhatsApp our consultants.",
  }),
});
