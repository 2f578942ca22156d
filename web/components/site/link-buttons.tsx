import { Link } from "@/components/site/locale-link";
import type { NavLinkItem } from "#core/content/navigation";
import { buttonVariants } from "../ui/button-variants";

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
      <Link to={primary.to} className={buttonVariants({ size: "lg", className: onDark && "bg-accent text-accent-foreground hover:bg-accent/90" })}>
        {primary.label}
      </Link>
      <Link
        to={secondary.to}
        className={buttonVariants({
          size: "lg",
          variant: "outline",
          className: onDark && "border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white",
        })}
      >
        {secondary.label}
      </Link>
    </div>
  );
}
