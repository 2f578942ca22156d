import { useId } from "react";
import { Checkbox } from "../../ui/checkbox";
import { Label } from "../../ui/label";

interface OptionsFieldsetProps {
  /** For a link to the group (a refused form's error summary). */
  id?: string;
  legend: string;
  /** What is sent, one per box; shown as it is unless `labels` names it otherwise. */
  options: readonly string[];
  labels?: Readonly<Record<string, string>>;
  /** The name the ticked options are posted under. */
  name?: string;
  selected: string[];
  onChange: (selected: string[]) => void;
  error?: string;
  disabled?: boolean;
}

/** A group of checkboxes whose ticked options are sent under `name` (the enquiry's selectedOptions, by default). */
export function OptionsFieldset({ id, legend, options, labels = {}, name = "selectedOptions", selected, onChange, error, disabled }: OptionsFieldsetProps) {
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
              name={name}
              value={option}
              checked={selected.includes(option)}
              onChange={(e) => toggle(option, e.target.checked)}
              className="mt-0.5"
            />
            {labels[option] ?? option}
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
