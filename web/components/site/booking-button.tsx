import { CalendarCheck } from "@/components/site/icons";
import { useSiteView } from "../../lib/site-settings";
import type { VariantProps } from "class-variance-authority";
import { buttonVariants } from "../ui/button-variants";
import { ExternalLink } from "./external-link";
import { useChromeCopy } from "@/lib/chrome";

interface BookingButtonProps extends VariantProps<typeof buttonVariants> {
  children: string;
  className?: string;
}

/** Opens the external scheduling page in a new tab; the label says so to screen readers. */
export function BookingButton({ children, variant, size = "lg", className }: BookingButtonProps) {
  return (
    <ExternalLink className={buttonVariants({ variant, size, className })} href={useSiteView().bookingUrl}>
      <CalendarCheck aria-hidden="true" />
      {children}
      <span className="sr-only">{` ${useChromeCopy().newTab}`}</span>
    </ExternalLink>
  );
}
