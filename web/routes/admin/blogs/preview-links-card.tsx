import { Copy, Link2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { PREVIEW_HOURS, type PreviewLinkInput } from "#core/schemas/preview";
import { formatDateTime } from "#core/format/date";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { usePreviewLinks, useRevokePreview, useSharePreview } from "../data/previews";

/** The lengths offered, in hours: from an hour's call with a client to a week's review. */
const DURATIONS = [
  { hours: 1, label: "1 hour" },
  { hours: 6, label: "6 hours" },
  { hours: PREVIEW_HOURS.default, label: "1 day" },
  { hours: 72, label: "3 days" },
  { hours: PREVIEW_HOURS.max, label: "7 days" },
] as const;

interface PreviewLinksCardProps {
  postId: number;
  /** The editor's values when they differ from the saved post: the link then shows them. */
  unsaved: PreviewLinkInput["draft"];
}

async function copy(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success("Link copied");
  } catch {
    toast.error("Could not copy the link", { description: url });
  }
}

/**
 * "Share a preview": a link that shows the post (as saved, or with the editor's unsaved changes)
 * to a client without an account, until it expires or is revoked. Inside the editor's form: its
 * buttons never submit it.
 */
export function PreviewLinksCard({ postId, unsaved }: PreviewLinksCardProps) {
  const [hours, setHours] = useState<number>(PREVIEW_HOURS.default);
  const [created, setCreated] = useState<string | null>(null);
  const { data: links } = usePreviewLinks(postId);
  const share = useSharePreview(postId, (link) => setCreated(link.url));
  const revoke = useRevokePreview(postId);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Link2 className="size-4" aria-hidden />
          Share a Preview
        </CardTitle>
        <CardDescription>
          A private link for a client to read the post before it goes live{unsaved ? ", with your unsaved changes" : ""}. Search engines never index it.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <div className="flex flex-wrap items-end gap-2">
          <FormField label="Link works for" className="min-w-32 flex-1">
            <Select value={String(hours)} onChange={(event) => setHours(Number(event.target.value))}>
              {DURATIONS.map((d) => (
                <option key={d.hours} value={d.hours}>
                  {d.label}
                </option>
              ))}
            </Select>
          </FormField>
          <Button type="button" variant="outline" disabled={share.isPending} onClick={() => share.mutate({ hours, draft: unsaved })}>
            Create link
          </Button>
        </div>
        {created ? (
          <div className="flex items-center gap-2 rounded-md border bg-muted/40 p-2">
            <input aria-label="New preview link" readOnly value={created} className="min-w-0 flex-1 bg-transparent text-xs" onFocus={(event) => event.currentTarget.select()} />
            <Button type="button" size="sm" onClick={() => void copy(created)}>
              <Copy aria-hidden /> Copy
            </Button>
          </div>
        ) : null}
        {links && links.length > 0 ? (
          <ul className="space-y-3" aria-label="Live preview links">
            {links.map((link) => (
              <li key={link.id} className="flex flex-wrap items-center justify-between gap-2 border-t pt-3">
                <div className="min-w-0">
                  <p>
                    Until {formatDateTime(link.expiresAt)} IST {link.hasChanges ? <Badge variant="secondary">Unsaved changes</Badge> : null}
                  </p>
                  <p className="text-muted-foreground">{link.mine ? "Shared by you" : `Shared by ${link.createdBy ?? "a former colleague"}`}</p>
                </div>
                <div className="flex gap-2">
                  <Button type="button" size="sm" variant="outline" onClick={() => void copy(link.url)}>
                    Copy
                  </Button>
                  {link.canRevoke ? (
                    <Button type="button" size="sm" variant="outline" disabled={revoke.isPending} onClick={() => revoke.mutate(link.id)}>
                      Revoke
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
