import { Search } from "lucide-react";
import { useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import type { ListFilter } from "./list-filter";
import type { ListStateControls } from "./list-state";

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

/** Search box and filters of a list; both write to the URL. */
export function ListToolbar({ noun, filters, list }: { noun: string; filters: readonly ListFilter[]; list: ListStateControls }) {
  const id = useId();
  // The box keeps its own text so typing never waits for navigation; the URL follows it.
  const { search } = list.state;
  const [text, setText] = useState(search);
  // When the URL's search changes (back button, a cleared filter), the box follows it.
  const [shown, setShown] = useState(search);
  if (search !== shown) {
    setShown(search);
    setText(search);
  }

  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="space-y-1.5 sm:flex-1">
        <Label htmlFor={id}>Search {noun}</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            id={id}
            type="search"
            className="pl-9"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              list.setSearch(e.target.value);
            }}
          />
        </div>
      </div>
      {filters.map((filter) => (
        <FilterSelect key={filter.column} filter={filter} list={list} />
      ))}
    </div>
  );
}
