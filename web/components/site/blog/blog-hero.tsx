import { Bell } from "lucide-react";
import { Link } from "@/components/site/locale-link";
import { buttonVariants } from "../../ui/button-variants";

/** The blog list's hero, clear of the fixed navigation bar. */
export function BlogHero() {
  return (
    <section className="bg-gradient-to-br from-indigo-50 via-white to-amber-50 px-6 pb-16 pt-32">
      <div className="mx-auto max-w-4xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">Our Blog</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-foreground sm:text-5xl">Business Insights</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
          Expert advice on funding, compliance, technology and growth for startups and MSMEs across India.
        </p>
        <Link className={buttonVariants({ size: "lg", className: "mt-8" })} to="/contact">
          <Bell aria-hidden="true" />
          Subscribe to Updates
        </Link>
      </div>
    </section>
  );
}
