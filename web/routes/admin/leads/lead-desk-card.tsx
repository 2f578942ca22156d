import { useId, useState } from "react";
import { services } from "#core/content/services";
import { staffName } from "#core/format/staff-name";
import type { LeadDeskSettings } from "#core/schemas/lead-desk";
import { assignmentRuleLabels, assignmentRules } from "#core/taxonomies/lead-desk";
import type { ServiceId } from "#core/taxonomies/services";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { apiError } from "@/lib/api-error";
import { type AssignableColleague, useAssignableStaff, useLeadDeskSettings, useSaveLeadDeskSettings } from "../data/lead-desk";
import { useLoadFailureToast } from "../data/use-load-failure-toast";

const same = (a: LeadDeskSettings, b: LeadDeskSettings) =>
  a.rule === b.rule &&
  a.advisorsOwnOnly === b.advisorsOwnOnly &&
  services.every((service) => a.serviceOwners[service.id as ServiceId] === b.serviceOwners[service.id as ServiceId]);

/** Whom one service line's new inquiries go to under "By service line". */
function ServiceOwnerSelect({ label, value, staff, error, onChange }: { label: string; value: number | undefined; staff: AssignableColleague[]; error?: string; onChange: (id: number | undefined) => void }) {
  // A colleague named before their role changed is no longer listed: say so rather than show "Nobody".
  const gone = value !== undefined && !staff.some((colleague) => colleague.id === value);
  return (
    <FormField label={label} error={error}>
      <Select value={value === undefined ? "" : String(value)} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}>
        <option value="">Nobody</option>
        {gone ? <option value={value}>A colleague who no longer handles inquiries</option> : null}
        {staff.map((colleague) => (
          <option key={colleague.id} value={colleague.id}>
            {staffName(colleague)}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

/** Settings → Lead desk (managers): how new inquiries are assigned, and what advisors see. */
export function LeadDeskCard() {
  const { data: saved, isError } = useLeadDeskSettings();
  useLoadFailureToast(isError, "Failed to load the lead desk settings");
  const { data: staff = [] } = useAssignableStaff();
  const save = useSaveLeadDeskSettings();
  // The manager's unsaved choices; null shows what is saved.
  const [draft, setDraft] = useState<LeadDeskSettings | null>(null);
  const ruleName = useId();
  const limitLabel = useId();
  const limitHint = useId();

  if (!saved) return null;
  const shown = draft ?? saved;
  const change = (next: Partial<LeadDeskSettings>) => {
    save.reset();
    setDraft({ ...shown, ...next });
  };
  const setOwner = (id: ServiceId, owner: number | undefined) => {
    const { [id]: _previous, ...others } = shown.serviceOwners;
    change({ serviceOwners: owner === undefined ? others : { ...others, [id]: owner } });
  };
  // The server names a service line's colleague who no longer handles inquiries (422); the toast says it too.
  const failure = save.error ? apiError(save.error) : null;
  const ownersError = failure?.status === 422 ? (failure.fieldErrors.serviceOwners ?? failure.message) : undefined;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Lead desk</CardTitle>
        <CardDescription>How new inquiries find the colleague who handles them.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="space-y-6"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(shown, { onSuccess: () => setDraft(null) });
          }}
        >
          <fieldset className="space-y-2">
            <legend className="mb-2 text-sm font-medium">Assign each new inquiry</legend>
            {assignmentRules.map((rule) => (
              <label key={rule} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border p-3 text-sm has-[:checked]:border-primary">
                <input
                  type="radio"
                  name={ruleName}
                  value={rule}
                  checked={shown.rule === rule}
                  onChange={() => change({ rule })}
                  className="size-4 shrink-0 accent-primary"
                />
                {assignmentRuleLabels[rule]}
              </label>
            ))}
          </fieldset>

          {shown.rule === "by_service" ? (
            <fieldset className="space-y-3">
              <legend className="mb-2 text-sm font-medium">Who handles each service line</legend>
              <div className="grid gap-4 sm:grid-cols-2">
                {services.map((service) => {
                  const id = service.id as ServiceId;
                  return <ServiceOwnerSelect key={id} label={service.title} value={shown.serviceOwners[id]} staff={staff} onChange={(owner) => setOwner(id, owner)} />;
                })}
              </div>
            </fieldset>
          ) : null}
          {ownersError ? (
            <p role="alert" className="text-sm text-destructive">
              {ownersError}
            </p>
          ) : null}

          <div className="flex items-center justify-between gap-4 rounded-md border p-3">
            <div className="space-y-1">
              <p id={limitLabel} className="text-sm font-medium">
                Advisors see only the inquiries assigned to them
              </p>
              <p id={limitHint} className="text-xs text-muted-foreground">
                Owners and managers always see every inquiry.
              </p>
            </div>
            <Switch aria-labelledby={limitLabel} aria-describedby={limitHint} checked={shown.advisorsOwnOnly} onCheckedChange={(advisorsOwnOnly) => change({ advisorsOwnOnly })} />
          </div>

          <Button type="submit" disabled={save.isPending || !draft || same(draft, saved)}>
            {save.isPending ? "Saving..." : "Save lead desk settings"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
