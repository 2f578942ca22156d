import { POST_FALLBACK_IMAGE } from "#core/content/blog";
import { clsx } from "clsx";
import { ResponsiveImage } from "../responsive-image";

interface PostImageProps {
  src: string | null;
  alt: string;
  /** How wide the image is shown (the article's hero, or a card in the grid). */
  sizes: string;
  className?: string;
  /** The article's hero image is the page's largest paint: load it eagerly. */
  priority?: boolean;
}

/** `sizes` of a post card in the three-column grid, and of the article's hero (max-w-3xl). */
export const CARD_SIZES = "(min-width: 1024px) 352px, (min-width: 640px) calc(50vw - 40px), calc(100vw - 48px)";
export const ARTICLE_HERO_SIZES = "(min-width: 816px) 768px, calc(100vw - 48px)";

/** A post's image; a missing or broken one is replaced by the generic stock image. */
export function PostImage({ src, alt, sizes, className, priority = false }: PostImageProps) {
  return (
    <ResponsiveImage
      src={src ?? POST_FALLBACK_IMAGE}
      sizes={sizes}
      alt={alt}
      fallback={POST_FALLBACK_IMAGE}
      width={1200}
      height={630}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={clsx("w-full object-cover", className)}
    />
  );
}
