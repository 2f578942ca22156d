import type { ReactNode } from "react";
import { NewsletterPromise } from "../forms/form-notes";

/** The blog's newsletter call-out, around the sign-up form the page puts in it (web/islands/form-islands.tsx). */
export function NewsletterSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="newsletter-heading" className="self-start rounded-2xl bg-primary p-8 text-primary-foreground sm:p-10">
      <h2 id="newsletter-heading" className="text-2xl font-bold tracking-tight">
        Get new articles by email
      </h2>
      <p className="mt-2 text-primary-foreground/80">
        Practical notes on funding, compliance and growth for Indian startups and MSMEs. No spam; unsubscribe any time.
      </p>
      <div className="mt-6">
        {children}
      </div>
      <NewsletterPromise />
    </section>
  );
}
