import type { LucideIcon, LucideProps } from "lucide-react";
import { createContext, forwardRef, useContext } from "react";

/** Where a server-rendered page notes the icons it draws: each once, as a symbol (./icon-sheet.tsx). */
export interface IconSheet {
  /** The id of the drawing's symbol in the page. */
  symbolOf(drawing: LucideIcon): string;
}

/**
 * The page's icon sheet, while the server renders the page outside an island. An island's HTML is
 * taken over by React in the browser, which draws icons in full, so an island renders without one
 * (web/islands/island.tsx), as the browser does.
 */
export const IconSheetContext = createContext<IconSheet | null>(null);

/** Props that change the drawing itself: an icon given one is drawn in full, not from the sheet. */
const DRAWING_PROPS = ["color", "strokeWidth", "absoluteStrokeWidth", "nonScalingStroke", "children"] as const;

/**
 * A Lucide icon that, on a server-rendered page, is drawn once per page: its paths go to the page's
 * icon sheet as a <symbol>, and each icon is a <use> of it, stroked as Lucide strokes by the `icon`
 * class (web/styles.css), which the <use> inherits, so no symbol repeats it. The GST page drew its
 * 66 icons in full, the same check mark 15 times (docs/performance.md). Elsewhere (the admin, an
 * island, the browser) it is the Lucide icon itself.
 */
export function sprited(Drawing: LucideIcon): LucideIcon {
  const Sprited = forwardRef<SVGSVGElement, LucideProps>(function Sprited(props, ref) {
    const sheet = useContext(IconSheetContext);
    if (!sheet || DRAWING_PROPS.some((name) => props[name] !== undefined)) return <Drawing ref={ref} {...props} />;
    const { size = 24, className, ...rest } = props;
    // As Lucide does: an icon without a name of its own is decoration, hidden from assistive technology.
    const named = Object.keys(rest).some((name) => name.startsWith("aria-") || name === "role" || name === "title");
    return (
      <svg ref={ref} width={size} height={size} className={className ? `icon ${className}` : "icon"} aria-hidden={named ? undefined : true} {...rest}>
        <use href={`#${sheet.symbolOf(Drawing)}`} />
      </svg>
    );
  });
  Sprited.displayName = `Sprited(${Drawing.displayName})`;
  return Sprited;
}
