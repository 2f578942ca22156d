import { cloneElement, type ReactElement, useId } from "react";
import { cn } from "../../lib/utils";
import { Label } from "./label";

interface FormFieldProps {
  label: string;
  /** The message under the field; also marks the control invalid (red border). */
  error?: string;
  required?: boolean;
  hint?: string;
  className?: string;
  /** One control (Input, Textarea, select); it receives an id (unless it has one), aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
}

/** A labelled control with its hint and validation message, wired for screen readers. */
export function FormField({ label, error, required, hint, className, children }: FormFieldProps) {
  const generated = useId();
  // A control may bring its own id, for a link to it (a public form's error summary).
  const id = typeof children.props.id === "string" ? children.props.id : generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("space-y-2", className)}>
      <Label htmlFor={id}>
        {label}
        {required ? <span className="text-destructive"> *</span> : null}
      </Label>
      {cloneElement(children, { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
