import type { DeadlineKind } from "#core/taxonomies/compliance";
import type { ComplianceEntry } from "../data/compliance";

export interface Filters {
  kind: DeadlineKind | "";
  search: string;
  extendedOnly: boolean;
}

export const NO_FILTERS: Filters = { kind: "", search: "", extendedOnly: false };

export const matches = (entry: ComplianceEntry, { kind, search, extendedOnly }: Filters) => {
  const words = search.trim().toLowerCase();
  return (
    (kind === "" || entry.kind === kind) &&
    (!extendedOnly || entry.extension !== null) &&
    (words === "" || entry.title.toLowerCase().includes(words) || entry.form.toLowerCase().includes(words))
  );
};
