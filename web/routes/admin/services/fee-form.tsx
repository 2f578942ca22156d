import { useState } from "react";
import { rupeesFromText } from "#core/format/rupees";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useForm } from "@/lib/use-form";
import { FEE_NOTE_MAX, FEE_TIMELINE_MAX, type SubServiceFeeInput, subServiceFeeSchema } from "#core/schemas/sub-service-fee";
import { HINDI_TWIN_HINT } from "../components/hindi-twin";
import { UnsavedChangesGuard } from "../components/unsaved-changes-guard";
import { useAdminMutation } from "../data/mutation";
import { feeRevisions, saveServiceFee, serviceFeesQuery, type ServiceFeeRow } from "../data/service-fees";
import { HistoryCard } from "../revisions/history-card";

interface FeeFormProps {
  row: ServiceFeeRow;
  onDone: () => void;
}

/** Edits one sub-service's fee, timeline and note, each text beside its Hindi twin; "Clear" empties them all, which hides them on the page. */
export function FeeForm({ row, onDone }: FeeFormProps) {
  const mutation = useAdminMutation({
    mutationFn: (fee: SubServiceFeeInput) => saveServiceFee(row, fee),
    invalidates: [serviceFeesQuery.queryKey],
    success: (saved) =>
      [saved.feeFrom, saved.timeline, saved.note, saved.timelineHi, saved.noteHi].every((value) => value === null) ? `Fee cleared for ${row.title}` : `Fee saved for ${row.title}`,
    failure: `Failed to save the fee for ${row.title}`,
  });
  const initial = {
    feeFrom: row.feeFrom === null ? "" : String(row.feeFrom),
    timeline: row.timeline ?? "",
    note: row.note ?? "",
    timelineHi: row.timelineHi ?? "",
    noteHi: row.noteHi ?? "",
  };
  const form = useForm({
    schema: subServiceFeeSchema,
    initial,
    toInput: (values) => ({ ...values, feeFrom: rupeesFromText(values.feeFrom) }),
    submit: (fee) => mutation.mutateAsync(fee),
    onSuccess: onDone,
  });
  const { errors, text } = form;
  const busy = form.submitting || mutation.isPending;
  const dirty = (Object.keys(initial) as (keyof typeof initial)[]).some((field) => form.values[field] !== initial[field]);
  const [history] = useState(() => feeRevisions(row));

  return (
    <form {...form.form} className="space-y-4 rounded-md border bg-muted/40 p-4" aria-label={`Fee for ${row.title}`}>
      <UnsavedChangesGuard dirty={dirty} />
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label="Professional fee from (₹)" error={errors.feeFrom} hint="Whole rupees, e.g. 4999. Leave empty to hide the fee.">
          <Input {...text("feeFrom")} inputMode="numeric" autoComplete="off" />
        </FormField>
      </div>
      {/* Each text beside its Hindi twin: the Hindi page shows the English, marked, until the Hindi is written. */}
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label="Our timeline" error={errors.timeline} hint={`E.g. "5 to 7 working days after documents are complete". Up to ${FEE_TIMELINE_MAX} characters.`}>
          <Input {...text("timeline")} maxLength={FEE_TIMELINE_MAX} autoComplete="off" />
        </FormField>
        <FormField label="हमारी समय-सीमा (हिन्दी में)" error={errors.timelineHi} hint={`E.g. “दस्तावेज़ पूरे होने के बाद 5 से 7 कामकाजी दिन”. ${HINDI_TWIN_HINT}`}>
          <Input {...text("timelineHi")} lang="hi" maxLength={FEE_TIMELINE_MAX} autoComplete="off" />
        </FormField>
        <FormField label="Note" error={errors.note} hint={`Optional, shown under the fee. Up to ${FEE_NOTE_MAX} characters.`}>
          <Textarea {...text("note")} maxLength={FEE_NOTE_MAX} rows={2} />
        </FormField>
        <FormField label="टिप्पणी (हिन्दी में)" error={errors.noteHi} hint={`E.g. “सरकारी शुल्क, अगर कोई हो, अलग से।” ${HINDI_TWIN_HINT}`}>
          <Textarea {...text("noteHi")} lang="hi" maxLength={FEE_NOTE_MAX} rows={2} />
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Save"}
        </Button>
        <Button type="button" variant="outline" disabled={busy} onClick={() => void mutation.mutateAsync({ feeFrom: null, timeline: null, note: null, timelineHi: null, noteHi: null }).then(onDone, () => undefined)}>
          Clear
        </Button>
        <Button type="button" variant="ghost" disabled={busy} onClick={onDone}>
          Cancel
        </Button>
      </div>
      <HistoryCard source={history} dirty={dirty} onRestored={onDone} />
    </form>
  );
}
