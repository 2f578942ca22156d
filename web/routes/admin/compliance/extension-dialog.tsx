import type { ReactElement } from "react";
import { useState } from "react";
import { deadlineExtensionSchema, EXTENSION_SOURCE_MAX } from "#core/schemas/compliance";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useForm } from "@/lib/use-form";
import { HINDI_TWIN_HINT } from "../components/hindi-twin";
import { type ComplianceEntry, useSaveExtension } from "../data/compliance";
import { dayAfter, shortDate } from "#core/compliance/days";

interface ExtensionDialogProps {
  entry: ComplianceEntry;
  /** The control that opens the dialog ("Extend" or "Edit extension"); focus returns to it on close. */
  trigger: ReactElement;
}

/**
 * Records that a notification or circular moved one due date: the new date, what moved it and,
 * when it is online, where to read it. The server refuses a date not later than the statutory one
 * and says so under "Extended to".
 */
export function ExtensionDialog({ entry, trigger }: ExtensionDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        {/* Mounted per opening, so the fields start from what is recorded now. */}
        {open ? <ExtensionForm entry={entry} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ExtensionForm({ entry, onDone }: { entry: ComplianceEntry; onDone: () => void }) {
  const save = useSaveExtension(entry);
  const form = useForm({
    schema: deadlineExtensionSchema,
    initial: {
      extendedTo: entry.extension?.extendedTo ?? "",
      source: entry.extension?.source ?? "",
      sourceHi: entry.extension?.sourceHi ?? "",
      sourceUrl: entry.extension?.sourceUrl ?? "",
    },
    submit: (extension) => save.mutateAsync(extension),
    onSuccess: onDone,
  });
  const { errors, text } = form;
  const busy = form.submitting || save.isPending;
  const statutory = shortDate(entry.dueDate);

  return (
    <form {...form.form} className="grid gap-4" aria-label={`Extension of ${entry.title}`}>
      <DialogHeader>
        <DialogTitle>{entry.extension ? "Edit extension" : "Extend due date"}</DialogTitle>
        <DialogDescription>
          {entry.title} is due on {statutory} by law. The public calendar, its feed and the reminder mails use the date you record.
        </DialogDescription>
      </DialogHeader>
      <FormField label="Extended to" required error={errors.extendedTo} hint={`A date after ${statutory}, the statutory due date.`}>
        <Input {...text("extendedTo")} type="date" min={dayAfter(entry.dueDate)} />
      </FormField>
      <FormField label="Source" required error={errors.source} hint="The notification or circular, as it should be cited: e.g. Notification 12/2026-Central Tax, 18 November 2026.">
        <Input {...text("source")} maxLength={EXTENSION_SOURCE_MAX} autoComplete="off" />
      </FormField>
      <FormField
        label="स्रोत (हिन्दी में)"
        error={errors.sourceHi}
        hint={`E.g. अधिसूचना 12/2026-Central Tax, 18 नवंबर 2026, for the Hindi calendar, its feed and mails. ${HINDI_TWIN_HINT}`}
      >
        <Input {...text("sourceHi")} lang="hi" maxLength={EXTENSION_SOURCE_MAX} autoComplete="off" />
      </FormField>
      <FormField label="Link to the source" error={errors.sourceUrl} hint="Optional: where to read it, starting with https://">
        <Input {...text("sourceUrl")} type="url" inputMode="url" placeholder="https://" autoComplete="off" />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Save extension"}
        </Button>
      </DialogFooter>
    </form>
  );
}
