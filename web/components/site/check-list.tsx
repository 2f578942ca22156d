import { CheckCircle2 } from "lucide-react";
import { cn } from "../../lib/utils";

/** A list of short statements, each marked with a check. */
export function CheckList({ items, className, iconClassName }: { items: string[]; className?: string; iconClassName?: string }) {
  return (
    <ul className={cn("grid gap-3 sm:grid-cols-2", className)}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3">
          <CheckCircle2 className={cn("mt-0.5 size-5 shrink-0 text-success", iconClassName)} aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
