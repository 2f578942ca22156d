import { ArticleMain, type ArticlePost } from "@/components/site/blog/article-main";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { usePublishedAuthor } from "../../data/people";

interface PreviewDialogProps {
  post: ArticlePost | null;
  onClose: () => void;
}

/**
 * The post as the public article page renders it, with the same components, its author credited
 * as the article will credit them. Inert, so its links
 * ("Back to Business Insights", links in the body) cannot navigate away from unsaved work.
 */
export function PreviewDialog({ post, onClose }: PreviewDialogProps) {
  const person = usePublishedAuthor(post?.author);
  return (
    <Dialog open={post !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] max-w-5xl overflow-y-auto p-0">
        <DialogTitle className="sr-only">Preview</DialogTitle>
        <DialogDescription className="sr-only">How the post will look on the blog once published.</DialogDescription>
        {post ? (
          <div inert>
            <ArticleMain post={post} person={person} />
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
