import { ArrowRight, Calculator, FileText } from "@/components/site/icons";
import { Link } from "@/components/site/locale-link";
import * as blogEn from "#core/content/blog";
import * as blogHi from "#core/content/hi/blog";
import * as blogPageEn from "#core/content/blog-page";
import * as blogPageHi from "#core/content/hi/blog-page";
import * as toolsEn from "#core/content/tools";
import * as toolsHi from "#core/content/hi/tools";
import { TOOLS_PATH } from "#core/content/tools";
import { useContent } from "@/lib/locale";
import { buttonVariants } from "../../ui/button-variants";

/** The blog list's Business Resources: the three guides and the way to all of them, then the free tools. */
export function ResourcesSection() {
  const { resources } = useContent({ en: blogEn, hi: blogHi });
  const { freeTools } = useContent({ en: toolsEn, hi: toolsHi });
  const copy = useContent({ en: blogPageEn, hi: blogPageHi }).blogPageCopy.resources;
  return (
    <section aria-labelledby="blog-resources-heading">
      <h2 id="blog-resources-heading" className="text-2xl font-bold tracking-tight">
        {copy.heading}
      </h2>
      <p className="mt-2 text-muted-foreground">{copy.intro}</p>
      <ul className="mt-6 space-y-3">
        {resources.map((resource) => (
          <li key={resource.path}>
            <Link
              to={resource.path}
              className="group flex items-start gap-3 rounded-lg border bg-card p-4 transition-colors hover:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <FileText className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>
                <span className="block font-semibold group-hover:text-primary">{resource.title}</span>
                <span className="mt-1 block text-sm text-muted-foreground">{resource.description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link className={buttonVariants({ variant: "outline", className: "mt-6" })} to="/resources">
        {copy.viewAll}
        <ArrowRight aria-hidden="true" />
      </Link>
      <h3 className="mt-10 text-lg font-semibold">{copy.tools}</h3>
      <ul className="mt-3 space-y-2">
        {freeTools.map((tool) => (
          <li key={tool.id}>
            <Link to={tool.path} className="group flex min-h-11 items-center gap-3 rounded-md px-2 text-sm font-medium hover:bg-secondary">
              <Calculator className="size-4 shrink-0 text-primary" aria-hidden="true" />
              <span className="group-hover:text-primary">{tool.name}</span>
            </Link>
          </li>
        ))}
        <li>
          <Link to={TOOLS_PATH} className="group flex min-h-11 items-center gap-3 rounded-md px-2 text-sm font-medium text-primary hover:bg-secondary">
            <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
            {copy.allTools}
          </Link>
        </li>
      </ul>
    </section>
  );
}
