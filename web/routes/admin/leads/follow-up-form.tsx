import { Loader2 } from "lucide-react";
import { leadFollowUpSchema } from "#core/schemas/lead-desk";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useForm } from "@/lib/use-form";
import type { InquiryRow } from "../data/inquiries";
import { useSetFollowUp } from "../data/lead-desk";

/** The day (and, if it matters, the time, IST) someone is to get back to the visitor. */
export function FollowUpForm({ inquiry }: { inquiry: InquiryRow }) {
  const save = useSetFollowUp(inquiry.id);
  const form = useForm({
    schema: leadFollowUpSchema,
    initial: { on: inquiry.followUpOn ?? "", time: inquiry.followUpTime ?? "" },
    toInput: (values) => ({ on: values.on || null, time: values.time || null }),
    submit: save.mutateAsync,
  });
  const unchanged = form.values.on === (inquiry.followUpOn ?? "") && form.values.time === (inquiry.followUpTime ?? "");
  return (
    <form {...form.form} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Follow up on" error={form.errors.on}>
          <Input {...form.text("on")} type="date" />
        </FormField>
        <FormField label="At (IST, optional)" error={form.errors.time}>
          <Input {...form.text("time")} type="time" />
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="secondary" disabled={form.submitting || unchanged || !form.values.on}>
          {form.submitting ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {form.submitting ? "Saving..." : "Set Follow-up"}
        </Button>
        {inquiry.followUpOn ? (
          <Button
            type="button"
            variant="ghost"
            disabled={save.isPending}
            onClick={() => void save.mutateAsync({ on: null, time: null }).then(() => form.reset({ on: "", time: "" }), () => undefined)}
          >
            Clear Follow-up
          </Button>
        ) : null}
      </div>
    </form>
  );
}
