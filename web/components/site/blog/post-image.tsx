import { useEffect, useRef, useState } from "react";
import { cn } from "@/lib/utils";

import { POST_FALLBACK_IMAGE as FALLBACK_IMAGE } from "#core/content/blog";

interface PostImageProps {
  src: string | null;
  alt: string;
  className?: string;
  /** The article's hero image is the page's largest paint: load it eagerly. */
  priority?: boolean;
}

/** A post's image; a missing or broken one is replaced by the generic stock image. */
export function PostImage({ src, alt, className, priority = false }: PostImageProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  // A server-rendered image can fail before React hydrates and attaches onError: check once on mount.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0 && img.getAttribute("src") !== FALLBACK_IMAGE) setFailed(true);
  }, []);

  return (
    <img
      ref={ref}
      src={failed || !src ? FALLBACK_IMAGE : src}
      alt={alt}
      width={1200}
      height={630}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn("w-full object-cover", className)}
    />
  );
}
