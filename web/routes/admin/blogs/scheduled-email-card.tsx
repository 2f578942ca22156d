import { Mail } from "lucide-react";
import { formatDateTime } from "#core/format/date";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "../components/confirm-dialog";
import { usePostSends, useScheduledSend } from "../data/newsletter";

interface ScheduledEmailCardProps {
  postId: number;
  /** When the post is scheduled to publish (UTC). */
  publishAt: string;
}

/**
 * "Email to subscribers" for a scheduled draft: chosen now, sent by the site once it publishes the
 * post as scheduled. Choosing asks for the password if it was not confirmed recently, as sending
 * does; cancelling the schedule, or publishing by hand, drops the choice.
 */
export function ScheduledEmailCard({ postId, publishAt }: ScheduledEmailCardProps) {
  const { data } = usePostSends(postId);
  const choice = useScheduledSend(postId);
  if (!data) return null;
  const audience = `${data.confirmed} confirmed subscriber${data.confirmed === 1 ? "" : "s"}`;
  const when = `${formatDateTime(publishAt)} IST`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Email to subscribers</CardTitle>
        <CardDescription>
          {data.scheduledSend
            ? `It will be emailed to the confirmed subscribers of the moment when it is published, at ${when}.`
            : `Also email it to subscribers when it is published at ${when}. They get its title, excerpt and a link.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!data.mailConfigured ? (
          <p className="rounded-md bg-amber-50 p-3 text-sm">{data.mailOff}</p>
        ) : data.scheduledSend ? (
          <Button type="button" variant="outline" disabled={choice.isPending} onClick={() => choice.mutate({ send: false })}>
            Don&rsquo;t email it
          </Button>
        ) : (
          <ConfirmDialog
            question={`Email this post to ${audience} when it is published at ${when}?`}
            confirmLabel="Email when published"
            confirmVariant="default"
            onConfirm={() => choice.mutate({ send: true })}
            trigger={
              <Button type="button" variant="outline" disabled={data.confirmed === 0 || choice.isPending}>
                <Mail aria-hidden /> Email when published
              </Button>
            }
          />
        )}
      </CardContent>
    </Card>
  );
}
