import type { ComponentProps } from "react";
import { FORMAT_TYPES, srcSet } from "@/lib/responsive-image";

interface ResponsiveImageProps extends Omit<ComponentProps<"img">, "src" | "onError"> {
  src: string;
  alt: string;
  /** Which width the image is shown at, for the browser's choice among the variants. */
  sizes: string;
  /**
   * Shown instead when the image fails to load (a missing upload, a failed request): the site
   * script swaps it in (web/site-script/image-fallbacks.ts).
   */
  fallback?: string;
}

/**
 * A photo from /assets/ as AVIF, then WebP, then JPEG, each in the widths the build made, so a
 * phone fetches a 640-pixel AVIF instead of the full JPEG. An image without variants (an upload)
 * is a plain <img>. Width and height are the caller's, so the layout never shifts.
 */
export function ResponsiveImage({ src, sizes, alt, fallback, ...img }: ResponsiveImageProps) {
  const fallbackAttribute = fallback ? { "data-fallback": fallback } : {};
  const jpg = srcSet(src, "jpg");
  if (!jpg) return <img src={src} alt={alt} {...fallbackAttribute} {...img} />;
  return (
    <picture>
      {(["avif", "webp"] as const).map((format) => (
        <source key={format} type={FORMAT_TYPES[format]} srcSet={srcSet(src, format)} sizes={sizes} />
      ))}
      <img src={src} srcSet={jpg} sizes={sizes} alt={alt} {...fallbackAttribute} {...img} />
    </picture>
  );
}
