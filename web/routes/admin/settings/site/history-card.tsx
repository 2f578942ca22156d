import { History } from "lucide-react";
import { formatDateTime } from "#core/format/date";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { SiteSettingsVersion } from "../../data/site-settings";

interface HistoryCardProps {
  history: SiteSettingsVersion[];
  current: number;
  busy: boolean;
  onRestore: (version: number) => void;
}

function describe(entry: SiteSettingsVersion): string {
  if (entry.revertedFrom !== null) return `Restored version ${entry.revertedFrom}`;
  if (entry.savedBy === null && entry.changes.length === 0) return "The original values";
  return entry.changes.length ? `Changed: ${entry.changes.join(", ")}` : "Saved without changes";
}

/** Every saved version, newest first: one click puts an older one back (as a new version, itself undoable). */
export function HistoryCard({ history, current, busy, onRestore }: HistoryCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-5" aria-hidden /> History
        </CardTitle>
        <CardDescription>Each save keeps the values before it. Restoring a version puts it live at once.</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="divide-y">
          {history.map((entry) => (
            <li key={entry.version} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium">
                  Version {entry.version}
                  {entry.version === current ? (
                    <Badge variant="secondary" className="ml-2">
                      Live
                    </Badge>
                  ) : null}
                </p>
                <p className="text-sm text-muted-foreground">
                  {formatDateTime(entry.createdAt)}
                  {entry.savedBy ? ` · ${entry.savedBy}` : ""}
                </p>
                <p className="text-sm">{describe(entry)}</p>
              </div>
              {entry.version === current ? null : (
                <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => onRestore(entry.version)}>
                  Restore version {entry.version}
                </Button>
              )}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
