import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "../../ui/button";

interface ThankYouPanelProps {
  serviceTitle: string;
  onReset: () => void;
}

/** Replaces the form after a successful submission; takes focus so screen readers announce it. */
export function ThankYouPanel({ serviceTitle, onReset }: ThankYouPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="rounded-lg border border-success/30 bg-success/5 p-8 text-center">
      <CheckCircle2 className="mx-auto size-12 text-success" aria-hidden="true" />
      <h3 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-semibold text-foreground focus:outline-none">
        Thank You!
      </h3>
      <p className="mt-2 text-muted-foreground">
        We have received your inquiry about <strong className="text-foreground">{serviceTitle}</strong>. Our team will
        contact you within one working day.
      </p>
      <Button variant="outline" className="mt-6" onClick={onReset}>
        Submit Another Inquiry
      </Button>
    </div>
  );
}
