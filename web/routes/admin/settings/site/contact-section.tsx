import { Plus, X } from "lucide-react";
import type { ChangeEvent } from "react";
import { MAX_PHONES } from "#core/taxonomies/site-settings";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { SectionProps } from "./draft";

/** Phones, WhatsApp, email, address and map link: the footer, the contact page and the firm's structured data. */
export function ContactSection({ draft, errors, set }: SectionProps) {
  const setPhone = (index: number, value: string) => set("phones", draft.phones.map((p, i) => (i === index ? value : p)));
  const address = (field: keyof SectionProps["draft"]["address"]) => ({
    value: draft.address[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set("address", { ...draft.address, [field]: e.target.value }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Contact details</CardTitle>
        <CardDescription>Shown in the footer, on the contact page, in the policies and to search engines.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-3 sm:col-span-2">
          {draft.phones.map((phone, index) => (
            <div key={index} className="flex items-end gap-2">
              <FormField
                label={index === 0 ? "Main phone number" : `Phone number ${index + 1}`}
                error={errors[`phones.${index}`]}
                required={index === 0}
                hint={index === 0 ? "Landline with STD code, mobile or toll-free, e.g. +91 755 400 1234" : undefined}
                className="flex-1"
              >
                <Input value={phone} onChange={(e) => setPhone(index, e.target.value)} inputMode="tel" autoComplete="off" />
              </FormField>
              {index > 0 ? (
                <Button type="button" variant="ghost" size="icon" aria-label={`Remove phone number ${index + 1}`} onClick={() => set("phones", draft.phones.filter((_, i) => i !== index))}>
                  <X aria-hidden />
                </Button>
              ) : null}
            </div>
          ))}
          {draft.phones.length < MAX_PHONES ? (
            <Button type="button" variant="outline" size="sm" onClick={() => set("phones", [...draft.phones, ""])}>
              <Plus aria-hidden /> Add a phone number
            </Button>
          ) : null}
        </div>
        <FormField label="WhatsApp number" error={errors.whatsapp} required hint="A mobile number: WhatsApp does not reach landlines.">
          <Input value={draft.whatsapp} onChange={(e) => set("whatsapp", e.target.value)} inputMode="tel" autoComplete="off" />
        </FormField>
        <FormField label="Email" error={errors.email} required>
          <Input value={draft.email} onChange={(e) => set("email", e.target.value)} type="email" autoComplete="off" />
        </FormField>
        <FormField label="Street address" error={errors["address.line1"]} required className="sm:col-span-2">
          <Input {...address("line1")} />
        </FormField>
        <FormField label="City" error={errors["address.city"]} required>
          <Input {...address("city")} />
        </FormField>
        <FormField label="State" error={errors["address.state"]} required>
          <Input {...address("state")} />
        </FormField>
        <FormField label="PIN code" error={errors["address.pincode"]} required>
          <Input {...address("pincode")} inputMode="numeric" />
        </FormField>
        <FormField label="Map link" error={errors.mapUrl} hint="Optional: the office on Google Maps (https://…). Shown on the contact page.">
          <Input value={draft.mapUrl} onChange={(e) => set("mapUrl", e.target.value)} type="url" />
        </FormField>
      </CardContent>
    </Card>
  );
}
