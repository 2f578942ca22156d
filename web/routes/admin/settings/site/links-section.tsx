import { SOCIAL_LABELS } from "#core/format/site-settings";
import type { SocialNetwork } from "#core/schemas/site-settings";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { SectionProps } from "./draft";

const NETWORK_NAMES: Record<SocialNetwork, string> = { linkedin: "LinkedIn", youtube: "YouTube", facebook: "Facebook", instagram: "Instagram" };

/** The booking page every "Schedule a Consultation" button opens, and the footer's social links. */
export function LinksSection({ draft, errors, set }: SectionProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Booking and social links</CardTitle>
        <CardDescription>Addresses start with https://. Leave a social link empty to hide its icon.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <FormField label="Booking page" error={errors.bookingUrl} required className="sm:col-span-2" hint="Opened by Schedule a Consultation and Book a Consultation.">
          <Input type="url" value={draft.bookingUrl} onChange={(e) => set("bookingUrl", e.target.value)} />
        </FormField>
        {(Object.keys(SOCIAL_LABELS) as SocialNetwork[]).map((network) => (
          <FormField key={network} label={NETWORK_NAMES[network]} error={errors[`social.${network}`]}>
            <Input type="url" value={draft.social[network]} onChange={(e) => set("social", { ...draft.social, [network]: e.target.value })} />
          </FormField>
        ))}
      </CardContent>
    </Card>
  );
}
