import { CalendarCheck } from "lucide-react";
import { useSiteView } from "../../lib/site-settings";
import { cn } from "../../lib/utils";
import { Button, type ButtonProps } from "../ui/button";
import { ExternalLink } from "./external-link";

interface BookingButtonProps extends Pick<ButtonProps, "variant" | "size" | "className"> {
  children: string;
}

/** Opens the external scheduling page in a new tab; the label says so to screen readers. */
export function BookingButton({ children, variant, size = "lg", className }: BookingButtonProps) {
  return (
    <Button asChild variant={variant} size={size} className={cn(className)}>
      <ExternalLink href={useSiteView().bookingUrl}>
        <CalendarCheck aria-hidden="true" />
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </ExternalLink>
    </Button>
  );
}
