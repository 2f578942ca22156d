import { useQuery } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import type { PreviewLinkInput } from "#core/schemas/preview";
import { adminApi } from "./admin-api";
import { useAdminMutation } from "./mutation";

const previews = adminApi.blogs[":id"].previews;
const keyOf = (postId: number) => ["admin", "blogs", postId, "previews"] as const;

/** The post's live preview links (not revoked, not expired), newest first. */
export function usePreviewLinks(postId: number) {
  return useQuery({
    queryKey: keyOf(postId),
    queryFn: () => parseResponse(previews.$get({ param: { id: String(postId) } })),
    select: (data) => data.links,
  });
}

/** Shares a link lasting `hours`, showing `draft` (the editor's unsaved form) when given, else the post as saved. */
export function useSharePreview(postId: number, onShared: (link: { url: string; expiresAt: string }) => void) {
  return useAdminMutation({
    mutationFn: ({ hours, draft }: { hours: number; draft: PreviewLinkInput["draft"] }) => parseResponse(previews.$post({ param: { id: String(postId) }, json: { hours, draft } })),
    invalidates: [keyOf(postId)],
    success: (link) => (link.hasChanges ? "Preview link created, with your unsaved changes" : "Preview link created"),
    failure: "Failed to create the preview link",
    onSuccess: onShared,
  });
}

export function useRevokePreview(postId: number) {
  return useAdminMutation({
    mutationFn: (linkId: string) => parseResponse(previews[":linkId"].$delete({ param: { id: String(postId), linkId } })),
    invalidates: [keyOf(postId)],
    success: () => "Preview link revoked: it no longer opens",
    failure: "Failed to revoke the preview link",
  });
}
