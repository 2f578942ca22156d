import { Newspaper } from "@/components/site/icons";
import { Link } from "@/components/site/locale-link";
import { buttonVariants } from "../../ui/button-variants";
import * as blogPageEn from "#core/content/blog-page";
import * as blogPageHi from "#core/content/hi/blog-page";
import { useContent } from "@/lib/locale";

/** Shown when a topic has no published articles yet. */
export function EmptyTopic({ label }: { label: string | null }) {
  const copy = useContent({ en: blogPageEn, hi: blogPageHi }).blogPageCopy.empty;
  return (
    <div className="rounded-lg border border-dashed bg-muted/40 px-6 py-14 text-center">
      <Newspaper className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
      <h3 className="mt-4 text-xl font-semibold">
        {label ? copy.topicHeading(label) : copy.heading}
      </h3>
      <p className="mx-auto mt-2 max-w-md text-muted-foreground">
        {copy.body}
      </p>
      {label ? (
        <Link className={buttonVariants({ variant: "outline", className: "mt-6" })} to="/blog">
          {copy.viewAll}
        </Link>
      ) : null}
    </div>
  );
}
