import { useState } from "react";
import { pageTitle } from "#core/content/site";
import { ArticleMain, type ArticlePost } from "@/components/site/blog/article-main";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { usePublishedAuthor } from "../../data/people";
import { PhoneFrame } from "./phone-frame";
import { ShareCards } from "./share-cards";

/** The post as the preview shows it, with what its page's head will carry (title and description for sharing). */
export type PreviewPost = ArticlePost & { excerpt: string; metaTitle?: string | null; metaDescription?: string | null };

interface PreviewDialogProps {
  post: PreviewPost | null;
  onClose: () => void;
}

const VIEWS = { wide: "Computer", phone: "Phone", share: "When shared" } as const;
type View = keyof typeof VIEWS;

/**
 * The post as the public article page renders it, with the same components, its author credited
 * as the article will credit them: at a computer's width, at a phone's (in a frame as wide as
 * one, so the site's responsive styles apply), and as its link appears when shared on WhatsApp and
 * LinkedIn. Inert, so its links ("Back to Business Insights", links in the body) cannot navigate
 * away from unsaved work.
 */
export function PreviewDialog({ post, onClose }: PreviewDialogProps) {
  const person = usePublishedAuthor(post?.author);
  const [view, setView] = useState<View>("wide");
  const article = post ? <ArticleMain post={post} person={person} /> : null;
  return (
    <Dialog open={post !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] max-w-5xl grid-cols-1 overflow-y-auto p-0">
        <DialogTitle className="sr-only">Preview</DialogTitle>
        <DialogDescription className="sr-only">How the post will look on the blog once published, on a computer, on a phone and when its link is shared.</DialogDescription>
        <div role="group" aria-label="Preview as" className="sticky top-0 z-10 flex gap-2 border-b bg-background/95 p-3 pr-12 backdrop-blur">
          {(Object.keys(VIEWS) as View[]).map((key) => (
            <Button key={key} type="button" size="sm" variant={view === key ? "default" : "outline"} aria-pressed={view === key} onClick={() => setView(key)}>
              {VIEWS[key]}
            </Button>
          ))}
        </div>
        {post && view === "wide" ? <div inert>{article}</div> : null}
        {post && view === "phone" ? <PhoneFrame title="The post at a phone's width">{article}</PhoneFrame> : null}
        {post && view === "share" ? <ShareCards post={{ title: post.metaTitle || pageTitle(post.title), description: post.metaDescription || post.excerpt, imageUrl: post.imageUrl }} /> : null}
      </DialogContent>
    </Dialog>
  );
}
