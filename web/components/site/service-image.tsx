import { type ComponentProps, useEffect, useRef } from "react";

const FALLBACK_SRC = "/assets/services/fallback.jpg";

/** Swaps a broken image for the stock fallback, once (so a broken fallback cannot loop). */
function showFallback(img: HTMLImageElement | null) {
  if (!img || img.src.endsWith(FALLBACK_SRC)) return;
  img.src = FALLBACK_SRC;
}

interface ServiceImageProps extends Omit<ComponentProps<"img">, "src" | "onError"> {
  serviceId: string;
  alt: string;
}

/** The photo of a service, falling back to a stock image if it fails to load. */
export function ServiceImage({ serviceId, alt, ...props }: ServiceImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  // An error that happened before hydration fired no React handler: check the finished image.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) showFallback(img);
  }, [serviceId]);

  return (
    <img
      ref={ref}
      src={`/assets/services/${serviceId}.jpg`}
      alt={alt}
      onError={(event) => showFallback(event.currentTarget)}
      {...props}
    />
  );
}
