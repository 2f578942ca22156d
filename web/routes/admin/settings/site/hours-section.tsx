import { Plus, X } from "lucide-react";
import { hoursText } from "#core/format/site-settings";
import type { HoursRow } from "#core/schemas/site-settings";
import { MAX_HOURS_ROWS, WEEKDAYS } from "#core/taxonomies/site-settings";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { SectionProps } from "./draft";

const NEW_ROW: HoursRow = { from: "Sunday", to: "Sunday", closed: true, opens: "09:00", closes: "18:00" };

/** Business hours, a row per run of days: the contact page shows them in words, search engines as opening hours. */
export function HoursSection({ draft, errors, set }: SectionProps) {
  const setRow = (index: number, row: Partial<HoursRow>) => set("hours", draft.hours.map((r, i) => (i === index ? { ...r, ...row } : r)));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Business hours</CardTitle>
        <CardDescription>Shown on the contact page and to search engines. Days run Monday to Sunday.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {draft.hours.map((row, index) => {
          const shown = hoursText(row);
          const error = (field: string) => errors[`hours.${index}.${field}`];
          return (
            <fieldset key={index} className="grid items-end gap-3 rounded-md border p-3 sm:grid-cols-[1fr_1fr_auto_1fr_1fr_auto]">
              <legend className="px-1 text-sm text-muted-foreground">
                Shown as: {shown.days}, {shown.time}
              </legend>
              <FormField label="From" error={error("from")}>
                <Select value={row.from} onChange={(e) => setRow(index, { from: e.target.value as HoursRow["from"] })}>
                  {WEEKDAYS.map((day) => (
                    <option key={day}>{day}</option>
                  ))}
                </Select>
              </FormField>
              <FormField label="To" error={error("to")}>
                <Select value={row.to} onChange={(e) => setRow(index, { to: e.target.value as HoursRow["to"] })}>
                  {WEEKDAYS.map((day) => (
                    <option key={day}>{day}</option>
                  ))}
                </Select>
              </FormField>
              <label className="flex h-10 items-center gap-2 text-sm">
                <Checkbox checked={row.closed} onChange={(e) => setRow(index, { closed: e.target.checked })} /> Closed
              </label>
              <FormField label="Opens" error={error("opens")}>
                <Input type="time" value={row.opens} disabled={row.closed} onChange={(e) => setRow(index, { opens: e.target.value })} />
              </FormField>
              <FormField label="Closes" error={error("closes")}>
                <Input type="time" value={row.closes} disabled={row.closed} onChange={(e) => setRow(index, { closes: e.target.value })} />
              </FormField>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                disabled={draft.hours.length === 1}
                aria-label={`Remove the row for ${shown.days}`}
                onClick={() => set("hours", draft.hours.filter((_, i) => i !== index))}
              >
                <X aria-hidden />
              </Button>
            </fieldset>
          );
        })}
        {errors.hours ? <p className="text-sm text-destructive">{errors.hours}</p> : null}
        {draft.hours.length < MAX_HOURS_ROWS ? (
          <Button type="button" variant="outline" size="sm" onClick={() => set("hours", [...draft.hours, NEW_ROW])}>
            <Plus aria-hidden /> Add a row
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
