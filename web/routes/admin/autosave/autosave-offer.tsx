import { History } from "lucide-react";
import { formatDateTime } from "#core/format/date";
import { Button } from "@/components/ui/button";

interface AutosaveOfferProps {
  savedAt: string;
  /** An image chosen then, never uploaded: it cannot come back with the rest. */
  chosenFile?: string;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Above the editor: typing from an earlier visit (a closed tab, a crash) was kept and never saved. */
export function AutosaveOffer({ savedAt, chosenFile, onRestore, onDiscard }: AutosaveOfferProps) {
  return (
    <div role="region" aria-label="Unsaved changes" className="mb-6 flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center">
      <p className="flex min-w-0 flex-1 gap-3">
        <History className="size-5 shrink-0" aria-hidden />
        <span>
          You have changes from {formatDateTime(savedAt)} IST that were never saved. Restore them to carry on where you left off.
          {chosenFile ? ` The image you had chosen (${chosenFile}) was never uploaded: you will need to choose it again.` : null}
        </span>
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
