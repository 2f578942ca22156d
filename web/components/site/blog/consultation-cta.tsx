import { ArrowRight, MessageSquare } from "@/components/site/icons";
import { Link } from "@/components/site/locale-link";
import { buttonVariants } from "../../ui/button-variants";
import * as blogPageEn from "#core/content/blog-page";
import * as blogPageHi from "#core/content/hi/blog-page";
import { useContent } from "@/lib/locale";

/** The call to action under every article. */
export function ConsultationCta() {
  const copy = useContent({ en: blogPageEn, hi: blogPageHi }).blogPageCopy.cta;
  return (
    <section
      aria-labelledby="consultation-cta-heading"
      className="rounded-2xl bg-gradient-to-br from-primary to-indigo-700 px-6 py-10 text-center text-primary-foreground sm:px-12"
    >
      <MessageSquare className="mx-auto size-10 text-accent" aria-hidden="true" />
      <h2 id="consultation-cta-heading" className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        {copy.heading}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-primary-foreground/85">
        {copy.body}
      </p>
      <Link className={buttonVariants({ variant: "secondary", size: "lg", className: "mt-8" })} to="/contact">
        {copy.button}
        <ArrowRight aria-hidden="true" />
      </Link>
    </section>
  );
}
