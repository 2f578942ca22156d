import { Clock, Mail, MapPin, Phone } from "@/components/site/icons";
import type { ReactNode } from "react";
import * as contactEn from "#core/content/contact-page";
import * as contactHi from "#core/content/hi/contact-page";
import { useChromeCopy } from "@/lib/chrome";
import { useContent } from "@/lib/locale";
import * as siteEn from "#core/content/site";
import * as siteHi from "#core/content/hi/site";
import { useSiteView } from "@/lib/site-settings";
import { ExternalLink } from "../external-link";
import { Card, CardContent, CardHeader } from "../../ui/card";

/** Address, phones, email and business hours, from the site settings. */
export function ContactDetails() {
  const view = useSiteView();
  const copy = useContent({ en: contactEn, hi: contactHi }).contactPageCopy.details;
  const { site } = useContent({ en: siteEn, hi: siteHi });
  const { newTab } = useChromeCopy();
  const { address } = view;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-none tracking-tight">{copy.heading}</h2>
      </CardHeader>
      <CardContent className="space-y-6">
        <Detail icon={<MapPin />} label={copy.visit}>
          <address className="not-italic">
            {address.line1}
            <br />
            {address.city}, {address.state} {address.pincode}
            <br />
            {site.country}
          </address>
          {view.mapUrl ? (
            <ExternalLink href={view.mapUrl} className="mt-1 inline-flex min-h-11 items-center text-primary hover:underline md:min-h-0">
              {copy.viewOnMap}
              <span className="sr-only">{` ${newTab}`}</span>
            </ExternalLink>
          ) : null}
        </Detail>
        <Detail icon={<Phone />} label={copy.call}>
          <ul>
            {view.phones.map((phone) => (
              <li key={phone.href}>
                <a href={phone.href} className="inline-flex min-h-11 items-center hover:text-primary hover:underline md:min-h-0">
                  {phone.text}
                </a>
              </li>
            ))}
          </ul>
        </Detail>
        <Detail icon={<Mail />} label={copy.email}>
          <a href={view.email.href} className="inline-flex min-h-11 items-center break-all hover:text-primary hover:underline md:min-h-0">
            {view.email.text}
          </a>
        </Detail>
        <Detail icon={<Clock />} label={copy.hours}>
          <dl className="space-y-2">
            {view.hours.map((row) => (
              <div key={row.days}>
                <dt>{row.days}</dt>
                <dd className="font-medium text-foreground">{row.time}</dd>
              </div>
            ))}
          </dl>
        </Detail>
      </CardContent>
    </Card>
  );
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary [&_svg]:size-5"
      >
        {icon}
      </span>
      <div className="min-w-0 flex-1 text-muted-foreground">
        <h3 className="font-semibold text-foreground">{label}</h3>
        <div className="mt-1">{children}</div>
      </div>
    </div>
  );
}
