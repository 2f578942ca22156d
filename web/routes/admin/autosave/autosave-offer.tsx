import { History } from "lucide-react";
import { formatDateTime } from "#core/format/date";
import { Button } from "@/components/ui/button";

interface AutosaveOfferProps {
  savedAt: string;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Above the editor: typing from an earlier visit (a closed tab, a crash) was kept and never saved. */
export function AutosaveOffer({ savedAt, onRestore, onDiscard }: AutosaveOfferProps) {
  return (
    <div role="region" aria-label="Unsaved changes" className="mb-6 flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center">
      <p className="flex min-w-0 flex-1 gap-3">
        <History className="size-5 shrink-0" aria-hidden />
        <span>You have changes from {formatDateTime(savedAt)} IST that were never saved. Restore them to carry on where you left off.</span>
      </p>
      <div className="flex shrink-0 gap-2">
        <Button type="button" size="sm" onClick={onRestore}>
          Restore changes
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </div>
  );
}
