import { clsx } from "clsx";

/** A top-level navigation entry; colours depend on whether the bar is over a dark hero. */
export function topLinkClass({ active, overHero }: { active: boolean; overHero: boolean }) {
  const colours = overHero
    ? active
      ? "text-white bg-white/15"
      : "text-white/90 hover:text-white hover:bg-white/10"
    : active
      ? "text-primary bg-secondary"
      : "text-slate-700 hover:text-primary hover:bg-secondary";
  return clsx(
    "inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
    colours,
  );
}
