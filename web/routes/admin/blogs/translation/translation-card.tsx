import { Languages } from "lucide-react";
import { Link } from "react-router-dom";
import { buttonVariants } from "@/components/ui/button-variants";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDateTime } from "#core/format/date";
import { useHindiTranslation } from "../../data/blogs";

/** On a saved English post: its Hindi translation and its state, or the way to write one. */
export function TranslationCard({ postId }: { postId: number }) {
  const translation = useHindiTranslation(postId);
  if (translation === undefined) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Hindi translation</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {translation ? (
          <>
            <p>
              <span className="font-medium" lang="hi">
                {translation.title}
              </span>
              <span className="block text-muted-foreground">
                {translation.published ? "Published" : translation.publishAt ? `Scheduled for ${formatDateTime(translation.publishAt)} IST` : "Draft"}
              </span>
            </p>
            <Link className={buttonVariants({ variant: "outline", className: "w-full" })} to={`/admin/blogs/edit/${translation.id}`}>
              <Languages aria-hidden="true" />
              Edit the Hindi translation
            </Link>
          </>
        ) : (
          <>
            <p className="text-muted-foreground">Readers of the Hindi blog see this post once it has a translation.</p>
            <Link className={buttonVariants({ variant: "outline", className: "w-full" })} to={`/admin/blogs/new?translationOf=${postId}`}>
              <Languages aria-hidden="true" />
              Write the Hindi translation
            </Link>
          </>
        )}
      </CardContent>
    </Card>
  );
}
