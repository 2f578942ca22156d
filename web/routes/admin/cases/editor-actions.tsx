import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** An inline editor's two buttons on the case page: its submit, and Cancel, which closes it unsaved. */
export function EditorActions({
  label,
  pending,
  onCancel,
  destructive = false,
  className,
}: {
  label: string;
  pending: boolean;
  onCancel: () => void;
  destructive?: boolean;
  className?: string;
}) {
  return (
    <div className={cn("flex gap-2", className)}>
      <Button type="submit" size="sm" variant={destructive ? "destructive" : undefined} disabled={pending}>
        {label}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
