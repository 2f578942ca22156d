import type { ComponentProps } from "react";
import { clsx } from "clsx";

/* Each part's look is a component class (web/styles.css): a caller's utilities override it. */

export function Card({ className, ...props }: ComponentProps<"div">) {
  return <div className={clsx("ui-card", className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={clsx("ui-card-header", className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<"h3">) {
  return <h3 className={clsx("ui-card-title", className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={clsx("ui-card-description", className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={clsx("ui-card-content", className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={clsx("ui-card-footer", className)} {...props} />;
}
