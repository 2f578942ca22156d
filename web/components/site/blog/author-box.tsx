import { site } from "#core/content/site";
import { AUTHOR_ROLE, AuthorAvatar } from "./author-line";

/** "About the author" at the end of an article. */
export function AuthorBox({ name }: { name: string }) {
  return (
    <aside aria-labelledby="author-box-heading" className="flex flex-col gap-4 rounded-xl border bg-muted/40 p-6 sm:flex-row">
      <AuthorAvatar name={name} />
      <div>
        <h2 id="author-box-heading" className="text-lg font-semibold">
          About {name}
        </h2>
        <p className="text-sm font-medium text-primary">
          {AUTHOR_ROLE}, {site.shortName}
        </p>
        <p className="mt-2 text-muted-foreground">
          {name} writes practical guides for founders and MSME owners, drawing on the questions our consultants answer every
          day about funding, compliance, finance and growth.
        </p>
      </div>
    </aside>
  );
}
