import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";

/** The form's Published/Draft switch; new items start as Draft. */
export function PublishSwitch({ checked, onChange }: { checked: boolean; onChange: (published: boolean) => void }) {
  return (
    <div className="flex items-center gap-3">
      <Switch id="published" checked={checked} onCheckedChange={onChange} />
      <Label htmlFor="published">{checked ? "Published" : "Draft"}</Label>
    </div>
  );
}
