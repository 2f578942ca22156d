import * as callbackEn from "#core/content/callback";
import * as callbackHi from "#core/content/hi/callback";
import { useContent } from "@/lib/locale";
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "../ui/card";

/** The element id of "Request a call back": the phone bar's "Call me back" links to #callback. */
export const CALLBACK_ID = "callback";

/**
 * "Request a call back" on the sub-service, service and contact pages. The page puts the form in it
 * (web/islands/form-islands.tsx), with its service when it has one.
 */
export function CallbackSection({ children }: { children: ReactNode }) {
  const copy = useContent({ en: callbackEn, hi: callbackHi }).callbackSectionCopy;
  return (
    // scroll-mt: a jump to #callback stops below the fixed header.
    <section id={CALLBACK_ID} aria-labelledby="callback-heading" className="scroll-mt-28">
      <Card>
        <CardHeader>
          <h2 id="callback-heading" className="text-xl font-semibold leading-none tracking-tight">
            {copy.heading}
          </h2>
          <CardDescription>{copy.intro}</CardDescription>
        </CardHeader>
        <CardContent>
          {children}
        </CardContent>
      </Card>
    </section>
  );
}
