import type { Service, SubService } from "#core/content/types";
import { summarize } from "../../web/lib/head";
import type { ShareCard } from "./card";

/** What the preview of a service line, or of one of its sub-services, says. */
export function shareCardCopy(service: Service, subService?: SubService): ShareCard {
  if (!subService) return { eyebrow: "Our services", title: service.title, text: service.shortDescription };
  return { eyebrow: service.title, title: subService.title, text: summarize(subService.description, 150) };
}
