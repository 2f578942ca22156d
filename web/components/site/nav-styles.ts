import { clsx } from "clsx";

/**
 * The header's colours while it is transparent over a dark hero, as variants of its data-solid
 * (web/site-script/header.ts turns it solid on scroll): no script has to restyle a link.
 */
export const overHero = {
  link: "group-data-[solid=false]/header:text-white/90 group-data-[solid=false]/header:hover:text-white group-data-[solid=false]/header:hover:bg-white/10",
  activeLink: "group-data-[solid=false]/header:text-white group-data-[solid=false]/header:bg-white/15",
  toggle: "group-data-[solid=false]/header:text-white group-data-[solid=false]/header:hover:bg-white/10",
  input:
    "group-data-[solid=false]/header:border-white/40 group-data-[solid=false]/header:bg-white/10 group-data-[solid=false]/header:text-white group-data-[solid=false]/header:placeholder:text-white/75",
  button: "group-data-[solid=false]/header:text-white/90 group-data-[solid=false]/header:hover:text-white",
};

/** A top-level navigation entry, in the solid bar's colours and, over a hero, in white. */
export function topLinkClass({ active }: { active: boolean }) {
  return clsx(
    "inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
    active ? ["text-primary bg-secondary", overHero.activeLink] : ["text-slate-700 hover:text-primary hover:bg-secondary", overHero.link],
  );
}
