import { POST_FALLBACK_IMAGE } from "#core/content/blog";

export interface ShareCardPost {
  title: string;
  description: string;
  imageUrl: string | null;
}

/**
 * The post's link as WhatsApp and LinkedIn show it when shared: their previews read the page's
 * og:title, og:description and og:image (a post without an image shares the blog's). Drawn after
 * their current layouts, close enough to catch a title that is cut off or an image that crops badly.
 */
export function ShareCards({ post }: { post: ShareCardPost }) {
  const image = post.imageUrl ?? POST_FALLBACK_IMAGE;
  const host = window.location.host;
  return (
    <div className="grid gap-8 p-6 md:grid-cols-2">
      <figure className="space-y-2">
        <figcaption className="text-sm font-semibold">WhatsApp</figcaption>
        <div className="max-w-sm rounded-lg bg-[#d9fdd3] p-1.5 shadow-sm">
          <div className="overflow-hidden rounded-md bg-[#f0f2f5]">
            <img src={image} alt="" className="aspect-[1200/630] w-full object-cover" />
            <div className="space-y-0.5 px-3 py-2">
              <p className="line-clamp-2 text-sm font-semibold text-neutral-900">{post.title}</p>
              <p className="line-clamp-2 text-xs text-neutral-600">{post.description}</p>
              <p className="text-xs text-neutral-500">{host}</p>
            </div>
          </div>
          <p className="truncate px-2 py-1 text-sm text-[#027eb5]">https://{host}/blog/…</p>
        </div>
      </figure>
      <figure className="space-y-2">
        <figcaption className="text-sm font-semibold">LinkedIn</figcaption>
        <div className="max-w-sm overflow-hidden rounded-lg border bg-white shadow-sm">
          <img src={image} alt="" className="aspect-[1200/627] w-full object-cover" />
          <div className="bg-[#eef3f8] px-3 py-2">
            <p className="line-clamp-2 text-sm font-semibold text-neutral-900">{post.title}</p>
            <p className="text-xs text-neutral-600">{host}</p>
          </div>
        </div>
      </figure>
    </div>
  );
}
