import { imageVariants } from "./image-variants";

/** A format the photos under /assets/ come in (scripts/build-images.ts writes them). */
export type ImageFormat = "avif" | "webp" | "jpg";

export const FORMAT_TYPES: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" };

/** The srcset of `src` in `format`, or undefined for an image without variants (an upload). */
export function srcSet(src: string, format: ImageFormat): string | undefined {
  const widths = imageVariants[src];
  if (!widths) return undefined;
  const base = src.replace(/\.jpg$/, "");
  const largest = widths[widths.length - 1];
  return widths.map((w) => `${format === "jpg" && w === largest ? src : `${base}-${w}.${format}`} ${w}w`).join(", ");
}

/** `sizes` of an image as wide as the viewport (the heroes). */
export const FULL_WIDTH = "100vw";

/**
 * The head's preload of a page's largest image (its LCP element), in the best format: a browser
 * that cannot show AVIF skips the preload and picks its format from the <picture> as usual.
 */
export function lcpPreload(src: string, sizes: string): { srcset: string; sizes: string; type: string } | undefined {
  const srcset = srcSet(src, "avif");
  return srcset ? { srcset, sizes, type: FORMAT_TYPES.avif } : undefined;
}
