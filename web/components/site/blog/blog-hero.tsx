import { Bell } from "@/components/site/icons";
import { Link } from "@/components/site/locale-link";
import { buttonVariants } from "../../ui/button-variants";
import * as blogPageEn from "#core/content/blog-page";
import * as blogPageHi from "#core/content/hi/blog-page";
import { useContent } from "@/lib/locale";

/** The blog list's hero, clear of the fixed navigation bar. */
export function BlogHero() {
  const copy = useContent({ en: blogPageEn, hi: blogPageHi }).blogPageCopy.hero;
  return (
    <section className="bg-gradient-to-br from-indigo-50 via-white to-amber-50 px-6 pb-16 pt-32">
      <div className="mx-auto max-w-4xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">{copy.eyebrow}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-foreground sm:text-5xl">{copy.heading}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
          {copy.intro}
        </p>
        <Link className={buttonVariants({ size: "lg", className: "mt-8" })} to="/contact">
          <Bell aria-hidden="true" />
          {copy.subscribe}
        </Link>
      </div>
    </section>
  );
}
