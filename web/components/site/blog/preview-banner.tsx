import { Eye } from "@/components/site/icons";
import { site } from "#core/content/site";
import { formatDateTime } from "#core/format/date";

interface PreviewBannerProps {
  /** When the link stops working (ISO). */
  expiresAt: string;
  /** Whether the post is on the site already. */
  published: boolean;
  /** Whether the preview shows edits that are not saved to the post. */
  hasChanges: boolean;
}

/** What the reader is looking at, in one sentence: a draft, edits to a live article, or the live article itself. */
function whatThisIs({ published, hasChanges }: Pick<PreviewBannerProps, "published" | "hasChanges">): string {
  const by = `shared by ${site.shortName}`;
  if (!published) return `This is a preview of an unpublished article, ${by}. It may change before it is published.`;
  if (hasChanges) return `This is a preview of changes to a published article, ${by}. They are not on the site yet and may change before they are.`;
  return `This is a preview of a published article, ${by}, as it appears on the site.`;
}

/**
 * The banner at the top of a shared preview: says plainly that the page is a preview, whose it is,
 * and until when the link works, so a client never mistakes it for the published article.
 */
export function PreviewBanner(props: PreviewBannerProps) {
  return (
    <aside aria-label="Preview" className="mb-8 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 shadow-sm">
      <p className="inline-flex items-center gap-2 rounded-full bg-amber-800 px-3 py-1 text-xs font-bold uppercase tracking-wider text-white">
        <Eye className="size-4" aria-hidden="true" />
        Preview
      </p>
      <p className="mt-3 text-sm leading-relaxed">
        {whatThisIs(props)} This link expires on {formatDateTime(props.expiresAt)} IST.
      </p>
    </aside>
  );
}
