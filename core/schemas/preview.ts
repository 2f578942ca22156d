import * as v from "valibot";
import { blogSchema } from "./blog";

/** How long a preview link lasts, in whole hours: an hour at least, a week at most, a day unless chosen. */
export const PREVIEW_HOURS = { min: 1, max: 168, default: 24 } as const;

export const PREVIEW_HOURS_MESSAGE = "Choose how long the link lasts: from 1 hour to 7 days (168 hours), in whole hours.";

const hours = v.pipe(
  v.number(PREVIEW_HOURS_MESSAGE),
  v.integer(PREVIEW_HOURS_MESSAGE),
  v.minValue(PREVIEW_HOURS.min, PREVIEW_HOURS_MESSAGE),
  v.maxValue(PREVIEW_HOURS.max, PREVIEW_HOURS_MESSAGE),
);

/**
 * POST /api/admin/blogs/:id/previews: how long the link lasts, and the editor's unsaved form when
 * the preview is to show that instead of the post as saved (null or absent: as saved). The draft
 * passes the same rules as a save, and is sanitised as a save would be before it is stored.
 */
export const previewLinkSchema = v.object({
  hours: v.optional(hours, PREVIEW_HOURS.default),
  draft: v.nullish(blogSchema),
});

export type PreviewLinkInput = v.InferInput<typeof previewLinkSchema>;

/** Where the public page of a preview lives: `/preview/<token>` (web/site-routes.tsx). */
export const PREVIEW_PATH = "/preview";

/** The public address of a preview link, from its token. */
export const previewPath = (token: string) => `${PREVIEW_PATH}/${token}`;

/** The one answer to a link that is tampered with, expired, revoked or of a deleted post: nothing tells them apart. */
export const PREVIEW_GONE = "This preview link does not exist or has expired.";
