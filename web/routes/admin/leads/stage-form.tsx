import { Loader2 } from "lucide-react";
import { formatRupees, rupeesFromText } from "#core/format/rupees";
import { leadStageSchema } from "#core/schemas/lead-desk";
import { leadStageLabels, leadStages, lostReasonLabels, lostReasons } from "#core/taxonomies/lead-desk";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useForm } from "@/lib/use-form";
import type { InquiryRow } from "../data/inquiries";
import { useSetLeadStage } from "../data/lead-desk";

/**
 * The lead's stage. Won asks for the fee agreed (prefilled from the sub-service's fee when the
 * lead named one), Lost for the reason; the change is saved with its button, so choosing Won by
 * mistake costs nothing.
 */
export function StageForm({ inquiry, suggestedFee }: { inquiry: InquiryRow; suggestedFee: number | null }) {
  const setStage = useSetLeadStage(inquiry.id);
  const initial = {
    stage: inquiry.stage as string,
    lostReason: inquiry.lostReason ?? "",
    wonFee: inquiry.wonFee !== null ? String(inquiry.wonFee) : suggestedFee !== null ? String(suggestedFee) : "",
  };
  const form = useForm({
    schema: leadStageSchema,
    initial,
    toInput: (values) => ({ stage: values.stage, lostReason: values.lostReason || null, wonFee: values.stage === "won" ? rupeesFromText(values.wonFee) : null }),
    submit: setStage.mutateAsync,
  });
  const { stage, lostReason, wonFee } = form.values;
  const unchanged = stage === inquiry.stage && (stage !== "lost" || lostReason === (inquiry.lostReason ?? "")) && (stage !== "won" || wonFee === String(inquiry.wonFee ?? ""));
  return (
    <form {...form.form} className="space-y-3">
      <FormField label="Stage" error={form.errors.stage}>
        <Select {...form.text("stage")}>
          {leadStages.map((value) => (
            <option key={value} value={value}>
              {leadStageLabels[value]}
            </option>
          ))}
        </Select>
      </FormField>
      {stage === "won" ? (
        <FormField
          label="Fee agreed (₹)"
          error={form.errors.wonFee}
          hint={suggestedFee !== null ? `The service's fee is ${formatRupees(suggestedFee)}; change it to what the client agreed.` : "Whole rupees, e.g. 25000."}
        >
          <Input {...form.text("wonFee")} inputMode="numeric" autoComplete="off" />
        </FormField>
      ) : null}
      {stage === "lost" ? (
        <FormField label="Why was it lost?" error={form.errors.lostReason}>
          <Select {...form.text("lostReason")}>
            <option value="">Choose a reason</option>
            {lostReasons.map((value) => (
              <option key={value} value={value}>
                {lostReasonLabels[value]}
              </option>
            ))}
          </Select>
        </FormField>
      ) : null}
      <Button type="submit" variant="secondary" disabled={form.submitting || unchanged}>
        {form.submitting ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {form.submitting ? "Saving..." : "Update Stage"}
      </Button>
    </form>
  );
}
