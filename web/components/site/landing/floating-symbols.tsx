import type { ServiceTheme, ThemeSymbolIcon } from "#core/content/types";
import { clsx } from "clsx";
import type { LucideIcon } from "lucide-react";
import { BookOpen, GraduationCap, Lightbulb, NotebookPen, Sprout } from "@/components/site/icons";

const symbolIcons: Record<ThemeSymbolIcon, LucideIcon> = {
  lightbulb: Lightbulb,
  "graduation-cap": GraduationCap,
  "book-open": BookOpen,
  "notebook-pen": NotebookPen,
  sprout: Sprout,
};

/* Fixed spots and delays so server and client render the same markup (no randomness). */
const spots = [
  "top-[18%] left-[6%] [animation-delay:0s]",
  "top-[30%] right-[8%] [animation-delay:-2s]",
  "bottom-[22%] left-[14%] [animation-delay:-4s]",
  "top-[12%] left-[46%] [animation-delay:-6s]",
  "bottom-[14%] right-[20%] [animation-delay:-1s]",
  "top-[55%] left-[70%] [animation-delay:-3s]",
  "top-[62%] left-[32%] [animation-delay:-5s]",
  "top-[8%] right-[28%] [animation-delay:-7s]",
];

/** Decoration only: hidden from assistive technology, and still when motion is reduced. */
export function FloatingSymbols({ theme }: { theme: ServiceTheme }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      {theme.symbols.map((symbol, index) => {
        const spot = spots[index % spots.length];
        const className = clsx("absolute animate-drift opacity-25 motion-reduce:animate-none", theme.accentColor, spot);
        if ("glyph" in symbol) {
          return (
            <span key={index} className={clsx(className, "text-5xl font-bold select-none")}>
              {symbol.glyph}
            </span>
          );
        }
        const Icon = symbolIcons[symbol.icon];
        return <Icon key={index} className={clsx(className, "size-12")} />;
      })}
    </div>
  );
}
