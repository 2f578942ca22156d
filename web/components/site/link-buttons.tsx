import { Link } from "react-router-dom";
import type { NavLinkItem } from "#core/content/navigation";
import { Button } from "../ui/button";

interface LinkButtonsProps {
  primary: NavLinkItem;
  secondary: NavLinkItem;
  /** On a dark background the outline button is drawn light. */
  onDark?: boolean;
}

/** A primary and a secondary call to action, side by side. */
export function LinkButtons({ primary, secondary, onDark = false }: LinkButtonsProps) {
  return (
    <div className="flex flex-wrap justify-center gap-4">
      <Button asChild size="lg" className={onDark ? "bg-accent text-accent-foreground hover:bg-accent/90" : undefined}>
        <Link to={primary.to}>{primary.label}</Link>
      </Button>
      <Button
        asChild
        size="lg"
        variant="outline"
        className={onDark ? "border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white" : undefined}
      >
        <Link to={secondary.to}>{secondary.label}</Link>
      </Button>
    </div>
  );
}
