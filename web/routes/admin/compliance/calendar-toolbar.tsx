import { Search } from "lucide-react";
import { useId } from "react";
import { deadlineKindLabels, deadlineKinds, isDeadlineKind } from "#core/taxonomies/compliance";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import type { Filters } from "./calendar-filters";

/** Search, kind and "Extended only": what narrows the calendar's due dates. */
export function CalendarToolbar({ filters, onChange }: { filters: Filters; onChange: (next: Filters) => void }) {
  const searchId = useId();
  const kindId = useId();
  const extendedId = useId();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="space-y-1.5 sm:min-w-64 sm:flex-1">
        <Label htmlFor={searchId}>Search due dates</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            id={searchId}
            type="search"
            className="pl-9"
            placeholder="Title or form, e.g. GSTR-3B"
            value={filters.search}
            onChange={(e) => onChange({ ...filters, search: e.target.value })}
          />
        </div>
      </div>
      <div className="space-y-1.5 sm:w-56">
        <Label htmlFor={kindId}>Kind</Label>
        <Select id={kindId} value={filters.kind} onChange={(e) => onChange({ ...filters, kind: isDeadlineKind(e.target.value) ? e.target.value : "" })}>
          <option value="">All kinds</option>
          {deadlineKinds.map((kind) => (
            <option key={kind} value={kind}>
              {deadlineKindLabels[kind]}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex h-11 items-center gap-2 md:h-10">
        <Checkbox id={extendedId} checked={filters.extendedOnly} onChange={(e) => onChange({ ...filters, extendedOnly: e.target.checked })} />
        <Label htmlFor={extendedId}>Extended only</Label>
      </div>
    </div>
  );
}
