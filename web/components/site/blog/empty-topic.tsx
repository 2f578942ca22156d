import { Newspaper } from "lucide-react";
import { Link } from "@/components/site/locale-link";
import { buttonVariants } from "../../ui/button-variants";

/** Shown when a topic has no published articles yet. */
export function EmptyTopic({ label }: { label: string | null }) {
  return (
    <div className="rounded-lg border border-dashed bg-muted/40 px-6 py-14 text-center">
      <Newspaper className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
      <h3 className="mt-4 text-xl font-semibold">
        {label ? `No articles on ${label} yet` : "No articles yet"}
      </h3>
      <p className="mx-auto mt-2 max-w-md text-muted-foreground">
        We're writing new guides every month. Browse the other topics, or subscribe below to hear when this one is covered.
      </p>
      {label ? (
        <Link className={buttonVariants({ variant: "outline", className: "mt-6" })} to="/blog">
          View all articles
        </Link>
      ) : null}
    </div>
  );
}
