import { ArrowRight, CalendarDays } from "@/components/site/icons";
import { Link } from "@/components/site/locale-link";
import { postPath } from "#core/format/post-path";
import * as blogPageEn from "#core/content/blog-page";
import * as blogPageHi from "#core/content/hi/blog-page";
import { useContent } from "@/lib/locale";
import { useDateFormat } from "@/lib/date-format";
import { Badge } from "../../ui/badge";
import { Card, CardContent, CardFooter, CardHeader } from "../../ui/card";
import type { PostSummary } from "./blog-types";
import { CARD_SIZES, PostImage } from "./post-image";

interface PostCardProps {
  post: PostSummary;
  /** The heading level in the page's outline: h2 on the list, h3 under "You might also like". */
  headingLevel?: "h2" | "h3";
}

/** A blog card: image, category, date, title, a two-line excerpt and Read More. */
export function PostCard({ post, headingLevel: Heading = "h2" }: PostCardProps) {
  const { readMore, categoryLabels } = useContent({ en: blogPageEn, hi: blogPageHi }).blogPageCopy;
  const date = useDateFormat();
  const href = postPath(post);
  return (
    <Card className="flex h-full flex-col overflow-hidden transition-shadow hover:shadow-md">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block overflow-hidden">
        <PostImage src={post.imageUrl} alt="" sizes={CARD_SIZES} className="aspect-[1200/630] transition-transform duration-300 hover:scale-105" />
      </Link>
      <CardHeader className="space-y-3">
        <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          <Badge variant="secondary">{categoryLabels[post.category] ?? post.category}</Badge>
          <span className="inline-flex items-center gap-1">
            <CalendarDays className="size-4" aria-hidden="true" />
            <time dateTime={post.createdAt}>{date(post.createdAt)}</time>
          </span>
        </div>
        <Heading className="text-xl font-semibold leading-snug tracking-tight">
          <Link to={href} className="hover:text-primary focus-visible:outline-none focus-visible:underline">
            {post.title}
          </Link>
        </Heading>
      </CardHeader>
      <CardContent className="flex-1">
        <p className="line-clamp-2 text-muted-foreground">{post.excerpt}</p>
      </CardContent>
      <CardFooter>
        <Link
          to={href}
          className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          {/* The title in the link text too (not only aria-label): every "Read More" stays distinct. */}
          {readMore}<span className="sr-only">: {post.title}</span>
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </CardFooter>
    </Card>
  );
}
