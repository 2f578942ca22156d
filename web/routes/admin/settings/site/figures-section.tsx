import { TriangleAlert } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { type FigureDraft, figureConflicts, type SectionProps } from "./draft";

function FigureRows({ name, title, figures, errors, onChange }: {
  name: "heroFigures" | "statFigures";
  title: string;
  figures: FigureDraft[];
  errors: Record<string, string>;
  onChange: (figures: FigureDraft[]) => void;
}) {
  const setFigure = (index: number, figure: Partial<FigureDraft>) => onChange(figures.map((f, i) => (i === index ? { ...f, ...figure } : f)));
  return (
    <fieldset className="space-y-3">
      <legend className="font-medium">{title}</legend>
      {figures.map((figure, index) => {
        const error = (field: string) => errors[`${name}.${index}.${field}`];
        return (
          <div key={index} className="grid gap-3 sm:grid-cols-[8rem_6rem_1fr]">
            <FormField label={`Figure ${index + 1}`} error={error("value")} required>
              <Input value={figure.value} inputMode="numeric" onChange={(e) => setFigure(index, { value: e.target.value })} />
            </FormField>
            <FormField label="Suffix" error={error("suffix")} hint="+, % or empty">
              <Input value={figure.suffix} onChange={(e) => setFigure(index, { suffix: e.target.value })} />
            </FormField>
            <FormField label="Label" error={error("label")} required>
              <Input value={figure.label} onChange={(e) => setFigure(index, { label: e.target.value })} />
            </FormField>
          </div>
        );
      })}
    </fieldset>
  );
}

/** The home page's figures and the consultation badge, with a warning when two figures contradict each other. */
export function FiguresSection({ draft, errors, set }: SectionProps) {
  const conflicts = figureConflicts(draft);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Home page figures</CardTitle>
        <CardDescription>
          The hero and the stats band sit on the same page: use figures you can stand behind, and the same number where two count the same thing.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {conflicts.length > 0 ? (
          <div role="status" className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            <TriangleAlert className="size-5 shrink-0" aria-hidden />
            <ul className="space-y-1">
              {conflicts.map((conflict) => (
                <li key={conflict}>{conflict}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <FigureRows name="heroFigures" title="Hero" figures={draft.heroFigures} errors={errors} onChange={(f) => set("heroFigures", f)} />
        <FigureRows name="statFigures" title="Stats band" figures={draft.statFigures} errors={errors} onChange={(f) => set("statFigures", f)} />
        <FormField label="Consultation badge" error={errors.supportBadge} required hint="The badge above Schedule a Consultation. Promise only the support you offer.">
          <Input value={draft.supportBadge} onChange={(e) => set("supportBadge", e.target.value)} />
        </FormField>
      </CardContent>
    </Card>
  );
}
