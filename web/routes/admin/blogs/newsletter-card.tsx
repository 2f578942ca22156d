import { Mail } from "lucide-react";
import { formatDateTime } from "#core/format/date";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "../components/confirm-dialog";
import { useEmailPost, usePostSends } from "../data/newsletter";

/** "120 of 500 sent, 2 failed, 378 to go (sending…)", or "498 of 500 sent, 2 failed" once done. */
function sendProgress(send: { recipients: number; sent: number; failed: number; remaining: number; finishedAt: string | null }) {
  const parts = [`${send.sent} of ${send.recipients} sent`];
  if (send.failed) parts.push(`${send.failed} failed`);
  if (!send.finishedAt) parts.push(`${send.remaining} to go (sending…)`);
  return parts.join(", ");
}

/**
 * "Email to subscribers" for a published post: its title, excerpt and link go to every confirmed
 * subscriber, each mail with its own one-click unsubscribe. Earlier sends are listed, and a second
 * send asks again and is sent as an explicit re-send (the server refuses one without it), so it
 * is a choice and not an accident. While a send is under way its progress is read again every
 * few seconds.
 */
export function NewsletterCard({ postId }: { postId: number }) {
  const { data } = usePostSends(postId);
  const send = useEmailPost(postId);
  if (!data) return null;
  const nobody = data.confirmed === 0;
  const resend = data.sends.length > 0;
  const audience = `${data.confirmed} confirmed subscriber${data.confirmed === 1 ? "" : "s"}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Email to subscribers</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {data.mailConfigured ? (
          <p className="text-muted-foreground">
            Sends the title, excerpt and a link to this post to {data.confirmed} confirmed subscriber{data.confirmed === 1 ? "" : "s"}.
          </p>
        ) : (
          <p className="rounded-md bg-amber-50 p-3 text-foreground">{data.mailOff}</p>
        )}
        {data.sends.length > 0 ? (
          <ul className="space-y-1 text-muted-foreground" aria-label="Sends of this post">
            {data.sends.map((s) => (
              <li key={s.id}>
                {formatDateTime(s.createdAt)}: {sendProgress(s)}
              </li>
            ))}
          </ul>
        ) : null}
        <ConfirmDialog
          question={
            resend
              ? `This post has already been emailed to subscribers. Email it again to ${audience}? Each of them gets it a second time.`
              : `Email this post to ${audience}?`
          }
          confirmLabel={resend ? "Send again" : "Send"}
          confirmVariant="default"
          onConfirm={() => send.mutate({ resend })}
          trigger={
            <Button variant="outline" disabled={!data.mailConfigured || nobody || send.isPending}>
              <Mail aria-hidden /> Email to subscribers
            </Button>
          }
        />
      </CardContent>
    </Card>
  );
}
