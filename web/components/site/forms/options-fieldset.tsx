import { useId } from "react";
import { Checkbox } from "../../ui/checkbox";
import { Label } from "../../ui/label";

interface OptionsFieldsetProps {
  /** For a link to the group (a refused form's error summary). */
  id?: string;
  legend: string;
  options: string[];
  selected: string[];
  onChange: (selected: string[]) => void;
  error?: string;
  disabled?: boolean;
}

/** A group of checkboxes whose checked labels are sent as selectedOptions. */
export function OptionsFieldset({ id, legend, options, selected, onChange, error, disabled }: OptionsFieldsetProps) {
  // From the group's id when it has one: an island's useId would differ from the page's.
  const generated = useId();
  const errorId = id ? `${id}-error` : generated;
  const toggle = (option: string, checked: boolean) =>
    onChange(checked ? [...selected, option] : selected.filter((o) => o !== option));
  return (
    <fieldset id={id} className="space-y-3" disabled={disabled} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-3 text-sm font-medium">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <Label key={option} className="flex cursor-pointer items-start gap-3 rounded-md border p-3 leading-snug font-normal hover:bg-secondary">
            <Checkbox
              name="selectedOptions"
              value={option}
              checked={selected.includes(option)}
              onChange={(e) => toggle(option, e.target.checked)}
              className="mt-0.5"
            />
            {option}
          </Label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
