import { CheckCircle2 } from "@/components/site/icons";
import { Link } from "@/components/site/locale-link";
import { clsx } from "clsx";

interface CheckListProps {
  items: string[];
  /** The page an item links to, by item, for the items that have one. */
  links?: Partial<Record<string, string>>;
  /** Statements per row from a small screen up. */
  columns?: 1 | 2;
  className?: string;
}

/** A list of short statements, each marked with a check; an item with a page of its own links to it. */
export function CheckList({ items, links = {}, columns = 2, className }: CheckListProps) {
  return (
    <ul className={clsx("grid gap-3", columns === 2 && "sm:grid-cols-2", className)}>
      {items.map((item) => {
        const to = links[item];
        return (
          <li key={item} className="flex items-start gap-3">
            <CheckCircle2 className={clsx("size-5 shrink-0 text-success", to ? "mt-3" : "mt-0.5")} aria-hidden="true" />
            {to ? (
              // The whole line is the link, tall enough for a thumb.
              <Link
                to={to}
                className="inline-flex min-h-11 items-center rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {item}
              </Link>
            ) : (
              <span>{item}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
