import { useQuery } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import { adminApi } from "./admin-api";
import { useAdminMutation } from "./mutation";

const newsletter = adminApi.newsletter.posts[":id"];
const keyOf = (postId: number) => ["admin", "newsletter", postId] as const;

/** Whether mail can go out, how many addresses are confirmed, and the earlier sends of this post. */
export function usePostSends(postId: number) {
  return useQuery({
    queryKey: keyOf(postId),
    queryFn: () => parseResponse(newsletter.$get({ param: { id: String(postId) } })),
  });
}

/**
 * "Email to subscribers": starts mailing the post to every confirmed address, in batches on the
 * server. `resend` must be true for a post emailed before (the card asks first); the server refuses
 * a second send without it.
 */
export function useEmailPost(postId: number) {
  return useAdminMutation({
    mutationFn: ({ resend }: { resend: boolean }) => parseResponse(newsletter.$post({ param: { id: String(postId) }, json: { resend } })),
    invalidates: [keyOf(postId)],
    success: ({ recipients }) => `Sending to ${recipients} subscriber${recipients === 1 ? "" : "s"}`,
    failure: "Could not email subscribers",
  });
}
