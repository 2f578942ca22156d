import { useQuery } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import { adminApi } from "./admin-api";
import { useAdminMutation } from "./mutation";

const newsletter = adminApi.newsletter.posts[":id"];
const keyOf = (postId: number) => ["admin", "newsletter", postId] as const;

/** While a send is under way its progress is read again this often. */
const PROGRESS_POLL_MS = 3000;

/** Whether mail can go out, how many addresses are confirmed, and the sends of this post with their progress. */
export function usePostSends(postId: number) {
  return useQuery({
    queryKey: keyOf(postId),
    queryFn: () => parseResponse(newsletter.$get({ param: { id: String(postId) } })),
    refetchInterval: (query) => (query.state.data?.sends.some((send) => !send.finishedAt) ? PROGRESS_POLL_MS : false),
  });
}

/**
 * "Email to subscribers": starts mailing the post to every confirmed address, in batches through
 * the server's queue. `resend` must be true for a post emailed before (the card asks first); the server refuses
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

/**
 * "Also email it to subscribers" of a scheduled post: chosen (the password confirmed recently, the
 * daily cap checked now) or cancelled; the cron sends it once it has published the post.
 */
export function useScheduledSend(postId: number) {
  const param = { param: { id: String(postId) } };
  return useAdminMutation({
    mutationFn: async ({ send }: { send: boolean }): Promise<{ scheduled: boolean }> =>
      send ? parseResponse(newsletter.scheduled.$put(param)) : parseResponse(newsletter.scheduled.$delete(param)),
    invalidates: [keyOf(postId)],
    success: (_result, { send }) => (send ? "Subscribers will be emailed when it is published" : "Scheduled email cancelled"),
    failure: ({ send }) => (send ? "Could not schedule the email to subscribers" : "Could not cancel the scheduled email"),
  });
}
