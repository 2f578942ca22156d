import { CheckCircle2 } from "lucide-react";
import { clsx } from "clsx";

interface CheckListProps {
  items: string[];
  /** Statements per row from a small screen up. */
  columns?: 1 | 2;
  className?: string;
}

/** A list of short statements, each marked with a check. */
export function CheckList({ items, columns = 2, className }: CheckListProps) {
  return (
    <ul className={clsx("grid gap-3", columns === 2 && "sm:grid-cols-2", className)}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
