import { CalendarClock } from "lucide-react";
import { formatDateTime } from "#core/format/date";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PublishedBadge } from "./published-badge";
import { PublishSwitch } from "./publish-switch";

interface PublishingCardProps {
  published: boolean;
  onChange: (published: boolean) => void;
  /** "blog post", "job listing". */
  noun: string;
  /** Who sees it once published: "readers", "applicants". */
  audience: string;
  /** When the saved draft is scheduled to go live (UTC), if it is. */
  scheduledFor?: string | null;
}

/**
 * The published switch with its help panel: the current status and what it means. A draft given a
 * time to go live says so, with the time (IST), rather than asking for the switch: its Status in
 * the list stays Draft until the cron publishes it.
 */
export function PublishingCard({ published, onChange, noun, audience, scheduledFor }: PublishingCardProps) {
  const scheduled = !published && scheduledFor ? scheduledFor : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Publishing</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <PublishSwitch checked={published} onChange={onChange} />
        <div className="space-y-2 rounded-md bg-muted p-3 text-sm">
          {scheduled ? (
            <>
              <p className="flex items-center gap-2 font-medium">
                <CalendarClock className="size-4 shrink-0" aria-hidden />
                Scheduled · {formatDateTime(scheduled)} IST
              </p>
              <p className="text-muted-foreground">
                {`It stays a draft, unseen by ${audience}, until then, and goes live as last saved. Switch on Published to publish it now instead.`}
              </p>
            </>
          ) : (
            <>
              <p>
                Current status: <PublishedBadge published={published} />
              </p>
              <p className="text-muted-foreground">
                {published
                  ? `Once saved, this ${noun} is visible to ${audience}.`
                  : `Drafts are saved but not visible to ${audience}. Switch on Published when the ${noun} is ready.`}
              </p>
            </>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
