import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";

/** The badge's classes (web/styles.css, components layer): a caller's utilities override them. */
export const badgeVariants = cva("ui-badge", {
  variants: {
    variant: {
      default: "ui-badge-default",
      secondary: "ui-badge-secondary",
      success: "ui-badge-success",
      destructive: "ui-badge-destructive",
      outline: "ui-badge-outline",
    },
  },
  defaultVariants: { variant: "default" },
});

export interface BadgeProps extends ComponentProps<"span">, VariantProps<typeof badgeVariants> {}

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={badgeVariants({ variant, className })} {...props} />;
}
