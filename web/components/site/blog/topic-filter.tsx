import { X } from "@/components/site/icons";
import { Link } from "@/components/site/locale-link";
import { blogTopics } from "#core/taxonomies/blog";
import { clsx } from "clsx";
import * as blogPageEn from "#core/content/blog-page";
import * as blogPageHi from "#core/content/hi/blog-page";
import { useContent } from "@/lib/locale";

/** The topic links of the blog list; the active one is marked, and "All topics" clears it. */
export function TopicFilter({ active }: { active: string | null }) {
  const { topics: copy, topicLabels } = useContent({ en: blogPageEn, hi: blogPageHi }).blogPageCopy;
  return (
    <nav aria-labelledby="blog-topics-heading">
      <h2 id="blog-topics-heading" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        {copy.heading}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        <li>
          <TopicLink to="/blog" current={active === null}>
            {copy.all}
          </TopicLink>
        </li>
        {blogTopics.map((topic) => (
          <li key={topic.slug}>
            <TopicLink to={`/blog?topic=${topic.slug}`} current={active === topic.slug}>
              {topicLabels[topic.slug]}
            </TopicLink>
          </li>
        ))}
      </ul>
      {active ? (
        <Link
          to="/blog"
          className="mt-3 inline-flex min-h-11 items-center gap-1 text-sm font-medium md:min-h-0 text-primary underline-offset-4 hover:underline"
        >
          <X className="size-4" aria-hidden="true" />
          {copy.clear}
        </Link>
      ) : null}
    </nav>
  );
}

function TopicLink({ to, current, children }: { to: string; current: boolean; children: string }) {
  return (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      className={clsx(
        "inline-flex min-h-11 items-center rounded-full border px-4 py-1.5 text-sm md:min-h-0 font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
        current
          ? "border-primary bg-primary text-primary-foreground"
          : "border-input bg-background text-foreground hover:border-primary hover:text-primary",
      )}
    >
      {children}
    </Link>
  );
}
