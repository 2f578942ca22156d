import { Link } from "react-router-dom";
import { dataNotice, newsletterNotice } from "#core/content/next-steps";
import { NewsletterForm } from "../forms/deferred-forms";

/** The blog's newsletter call-out. */
export function NewsletterSection() {
  return (
    <section aria-labelledby="newsletter-heading" className="self-start rounded-2xl bg-primary p-8 text-primary-foreground sm:p-10">
      <h2 id="newsletter-heading" className="text-2xl font-bold tracking-tight">
        Get new articles by email
      </h2>
      <p className="mt-2 text-primary-foreground/80">
        Practical notes on funding, compliance and growth for Indian startups and MSMEs. No spam; unsubscribe any time.
      </p>
      <div className="mt-6">
        <NewsletterForm />
      </div>
      <p className="mt-4 text-xs text-primary-foreground/75">
        {newsletterNotice}{" "}
        <Link to={dataNotice.href} className="underline underline-offset-2 hover:text-primary-foreground">
          {dataNotice.linkText}
        </Link>
        .
      </p>
    </section>
  );
}
