import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { site } from "#core/content/site";
import { Card, CardContent, CardHeader } from "../../ui/card";

const { address } = site;

/** Address, phone, email and business hours, from the site's contact data. */
export function ContactDetails() {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-none tracking-tight">Contact Information</h2>
      </CardHeader>
      <CardContent className="space-y-6">
        <Detail icon={<MapPin />} label="Visit us">
          <address className="not-italic">
            {address.line1}
            <br />
            {address.city}, {address.state} {address.pincode}
            <br />
            {address.country}
          </address>
        </Detail>
        <Detail icon={<Phone />} label="Call us">
          <a href={site.phoneHref} className="hover:text-primary hover:underline">
            {site.phone}
          </a>
        </Detail>
        <Detail icon={<Mail />} label="Email us">
          <a href={site.emailHref} className="break-all hover:text-primary hover:underline">
            {site.email}
          </a>
        </Detail>
        <Detail icon={<Clock />} label="Business hours">
          <dl className="space-y-2">
            {site.hours.map((row) => (
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
