import type { ComponentProps } from "react";
import { POST_FALLBACK_IMAGE } from "#core/content/blog";
import { ResponsiveImage } from "./responsive-image";

interface ServiceImageProps extends Omit<ComponentProps<"img">, "src" | "onError"> {
  serviceId: string;
  alt: string;
}

/** The photo of a service beside its text (half the page from lg up), with the stock photo if it fails. */
export function ServiceImage({ serviceId, alt, ...props }: ServiceImageProps) {
  return (
    <ResponsiveImage
      src={`/assets/services/${serviceId}.jpg`}
      sizes="(min-width: 1024px) 608px, calc(100vw - 48px)"
      alt={alt}
      fallback={POST_FALLBACK_IMAGE}
      {...props}
    />
  );
}
