import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { articleProseClasses } from "@/components/site/blog/article-body";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { blogResource } from "../../data/blogs";

/**
 * The English post a Hindi post translates, beside its form: title, excerpt and body as saved, to
 * translate from without switching tabs. Read only; its own editor is a link away.
 */
export function OriginalPanel({ id }: { id: number }) {
  const { data: original, isError } = useQuery(blogResource.recordQuery(id));
  return (
    // Sticky in a grid column of its own (editor-layout.tsx): nothing of the form is under it.
    <Card className="xl:sticky xl:top-4">
      <CardHeader>
        <CardTitle>English original</CardTitle>
        <CardDescription>
          {original ? (
            <Link className="text-primary underline-offset-4 hover:underline" to={`/admin/blogs/edit/${id}`}>
              Open the English post
            </Link>
          ) : isError ? (
            "The English post could not be loaded."
          ) : (
            "Loading the English post..."
          )}
        </CardDescription>
      </CardHeader>
      {original ? (
        // Scrolls on its own, so the form stays in reach on a phone and beside it on a wide screen.
        <CardContent
          lang="en-IN"
          tabIndex={0}
          role="region"
          aria-label="English original"
          className="max-h-[28rem] space-y-4 overflow-y-auto xl:max-h-[calc(100vh-10rem)]"
        >
          <h2 className="text-xl font-semibold leading-snug">{original.title}</h2>
          <p className="text-muted-foreground">{original.excerpt}</p>
          {/* The body as the server stored it: sanitised when it was saved, as the article shows it. */}
          <div className={`${articleProseClasses} text-base`} dangerouslySetInnerHTML={{ __html: original.content }} />
        </CardContent>
      ) : null}
    </Card>
  );
}
