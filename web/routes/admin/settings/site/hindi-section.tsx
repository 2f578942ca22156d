import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { SectionProps } from "./draft";

/**
 * The words of these settings on the Hindi pages (/hi/): the address, each figure's label beside
 * its English one, and the badge. Numbers, links and hours are shared with the English pages.
 */
export function HindiSection({ draft, errors, set }: SectionProps) {
  const { hindi } = draft;
  const setHindi = (change: Partial<typeof hindi>) => set("hindi", { ...hindi, ...change });
  const setAddress = (field: keyof typeof hindi.address, value: string) => setHindi({ address: { ...hindi.address, [field]: value } });
  const labels = (name: "heroFigureLabels" | "statFigureLabels", english: { label: string }[]) =>
    english.map((figure, index) => (
      <FormField key={index} label={`Hindi for “${figure.label}”`} error={errors[`hindi.${name}.${index}`]} required>
        <Input lang="hi" value={hindi[name][index] ?? ""} onChange={(e) => setHindi({ [name]: hindi[name].map((l, i) => (i === index ? e.target.value : l)) })} />
      </FormField>
    ));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Hindi text (हिंदी)</CardTitle>
        <CardDescription>What the Hindi pages show instead of the English above. Update it whenever you change the English.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <FormField label="Street address in Hindi" error={errors["hindi.address.line1"]} required className="sm:col-span-2">
          <Input lang="hi" value={hindi.address.line1} onChange={(e) => setAddress("line1", e.target.value)} />
        </FormField>
        <FormField label="City in Hindi" error={errors["hindi.address.city"]} required>
          <Input lang="hi" value={hindi.address.city} onChange={(e) => setAddress("city", e.target.value)} />
        </FormField>
        <FormField label="State in Hindi" error={errors["hindi.address.state"]} required>
          <Input lang="hi" value={hindi.address.state} onChange={(e) => setAddress("state", e.target.value)} />
        </FormField>
        {labels("heroFigureLabels", draft.heroFigures)}
        {labels("statFigureLabels", draft.statFigures)}
        <FormField label="Consultation badge in Hindi" error={errors["hindi.supportBadge"]} required className="sm:col-span-2">
          <Input lang="hi" value={hindi.supportBadge} onChange={(e) => setHindi({ supportBadge: e.target.value })} />
        </FormField>
      </CardContent>
    </Card>
  );
}
