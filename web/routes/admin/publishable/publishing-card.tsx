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
}

/** The published switch with its help panel: the current status and what it means. */
export function PublishingCard({ published, onChange, noun, audience }: PublishingCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Publishing</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <PublishSwitch checked={published} onChange={onChange} />
        <div className="space-y-2 rounded-md bg-muted p-3 text-sm">
          <p>
            Current status: <PublishedBadge published={published} />
          </p>
          <p className="text-muted-foreground">
            {published
              ? `Once saved, this ${noun} is visible to ${audience}.`
              : `Drafts are saved but not visible to ${audience}. Switch on Published when the ${noun} is ready.`}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
