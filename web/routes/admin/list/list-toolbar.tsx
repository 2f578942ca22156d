import { Search } from "lucide-react";
import { type ReactNode, useEffect, useId, useState } from "react";
import { PAGE_SIZES } from "#core/schemas/list-query";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import type { ListFilter } from "./list-filter";
import type { ListStateControls } from "./list-state";

/** How long typing pauses before the search reaches the URL (and the server). */
const SEARCH_DELAY_MS = 300;

function FilterSelect({ filter, list }: { filter: ListFilter; list: ListStateControls }) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{filter.label}</Label>
      <Select id={id} value={list.state.filters[filter.column] ?? ""} onChange={(e) => list.setFilter(filter.column, e.target.value)}>
        <option value="">All</option>
        {filter.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

function DateInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="date" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

function SearchBox({ noun, list }: { noun: string; list: ListStateControls }) {
  const id = useId();
  // The box keeps its own text so typing never waits for navigation; the URL follows after a pause.
  const { search } = list.state;
  const [text, setText] = useState(search);
  // When the URL's search changes (back button, a cleared filter), the box follows it.
  const [shown, setShown] = useState(search);
  if (search !== shown) {
    setShown(search);
    setText(search);
  }
  const { setSearch } = list;
  useEffect(() => {
    if (text.trim() === search) return;
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, search, setSearch]);

  return (
    <div className="space-y-1.5 sm:min-w-64 sm:flex-1">
      <Label htmlFor={id}>Search {noun}</Label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input id={id} type="search" className="pl-9" value={text} onChange={(e) => setText(e.target.value)} />
      </div>
    </div>
  );
}

interface ListToolbarProps {
  noun: string;
  filters: readonly ListFilter[];
  dates: boolean;
  quick?: ReactNode;
  list: ListStateControls;
}

/** Search box, filters, dates and page size of a list; all write to the URL. */
export function ListToolbar({ noun, filters, dates, quick, list }: ListToolbarProps) {
  const sizeId = useId();
  const { from, to } = list.state;
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <SearchBox noun={noun} list={list} />
      {quick}
      {filters.map((filter) => (
        <FilterSelect key={filter.column} filter={filter} list={list} />
      ))}
      {dates ? (
        <>
          <DateInput label="From" value={from} onChange={(value) => list.setDates(value, to)} />
          <DateInput label="To" value={to} onChange={(value) => list.setDates(from, value)} />
        </>
      ) : null}
      <div className="space-y-1.5">
        <Label htmlFor={sizeId}>Per page</Label>
        <Select id={sizeId} value={String(list.state.size)} onChange={(e) => list.setSize(Number(e.target.value))}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
