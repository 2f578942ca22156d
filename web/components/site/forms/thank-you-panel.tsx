import { CheckCircle2 } from "@/components/site/icons";
import { type ReactNode, useEffect, useRef } from "react";
import { ReferenceNote, TalkSooner } from "./form-notes";

interface ThankYouPanelProps {
  title: string;
  /** What was received and what happens next. */
  children: ReactNode;
  /** The way on: start over, or a link elsewhere. */
  action: ReactNode;
  /** The public reference the submission was stored under, for the visitor to quote. */
  reference?: string | null;
}

/**
 * Replaces a form after a successful submission, with the reference and the ways to talk to us
 * now (call, WhatsApp); takes focus so screen readers announce it.
 */
export function ThankYouPanel({ title, children, action, reference }: ThankYouPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    // Narrower padding on a phone: inside a card's, p-8 left the call button 1 px wider than a 360 px screen.
    <div role="status" className="rounded-lg border border-success/30 bg-success/5 px-4 py-8 text-center sm:px-8">
      <CheckCircle2 className="mx-auto size-12 text-success" aria-hidden="true" />
      <h3 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-semibold text-foreground focus:outline-none">
        {title}
      </h3>
      <div className="mt-2 space-y-2 text-muted-foreground">
        {children}
        {reference ? <ReferenceNote reference={reference} /> : null}
      </div>
      <TalkSooner className="mt-5 space-y-2" />
      <div className="mt-6">{action}</div>
    </div>
  );
}
