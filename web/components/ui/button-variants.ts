import { cva } from "class-variance-authority";

/*
 * Apart from the Button component, so a link styled as a button (`<Link className={buttonVariants()}>`)
 * does not bring Radix's Slot, which only `<Button asChild>` needs, to a public page's first load.
 */

/** The button's classes (web/styles.css, components layer): a caller's utilities override them. */
export const buttonVariants = cva("ui-button", {
  variants: {
    variant: {
      default: "ui-button-default",
      destructive: "ui-button-destructive",
      outline: "ui-button-outline",
      secondary: "ui-button-secondary",
      ghost: "ui-button-ghost",
      link: "ui-button-link",
    },
    size: {
      default: "ui-button-size-default",
      sm: "ui-button-size-sm",
      lg: "ui-button-size-lg",
      icon: "ui-button-size-icon",
    },
  },
  defaultVariants: { variant: "default", size: "default" },
});
