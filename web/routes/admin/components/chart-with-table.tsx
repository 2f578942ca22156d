import { type ReactNode, useId, useState } from "react";
import { Button } from "@/components/ui/button";

interface ChartWithTableProps {
  chart: ReactNode;
  table: ReactNode;
  /** What the figures are ("leads by stage"): a screen reader hears "Show table of leads by stage", one button told from the next. */
  name: string;
}

/**
 * A chart with its exact figures behind a "Show table" button: the picture for a glance, the table
 * (with its caption) for the numbers. The chart stays in view while the table is open, and a screen
 * reader has the figures either way: each chart describes its values, and the button says whether
 * the table is expanded.
 */
export function ChartWithTable({ chart, table, name }: ChartWithTableProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="space-y-2">
      {chart}
      <Button type="button" variant="link" size="sm" className="px-0" aria-expanded={open} aria-controls={id} onClick={() => setOpen((shown) => !shown)}>
        {open ? "Hide table" : "Show table"}
        <span className="sr-only"> of {name}</span>
      </Button>
      <div id={id} hidden={!open}>
        {table}
      </div>
    </div>
  );
}
