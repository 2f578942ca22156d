import { Users, X } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * Above the list while it shows one visitor's inquiries (`?person=<id>`, the panel's "Show all
 * their inquiries"): the filter has no select in the toolbar, so this says it is on and removes it.
 */
export function PersonBanner({ onShowAll }: { onShowAll: () => void }) {
  return (
    <div role="status" className="mb-4 flex flex-col gap-3 rounded-md border border-primary/40 bg-primary/5 p-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-center gap-2 text-sm font-medium">
        <Users className="size-4 shrink-0" aria-hidden />
        Showing every inquiry from the same person
      </p>
      <Button type="button" variant="outline" size="sm" onClick={onShowAll}>
        <X aria-hidden /> Show all inquiries
      </Button>
    </div>
  );
}
