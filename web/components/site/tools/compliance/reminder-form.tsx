import { parseResponse } from "hono/client";
import { BellRing, Loader2 } from "@/components/site/icons";
import type { complianceCalendarCopy } from "#core/content/compliance-calendar";
import { deadlineKinds, type DeadlineKind } from "#core/taxonomies/compliance";
import { reminderForm, reminderLeadDays, type ReminderLeadDays } from "#core/schemas/compliance";
import { useFormText } from "@/lib/form-text";
import { browserApi } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { PostedSummary } from "../../forms/form-notes";
import { OptionsFieldset } from "../../forms/options-fieldset";
import { SiteField } from "../../forms/site-field";
import { useSiteForm } from "../../forms/use-site-form";

type RemindersCopy = (typeof complianceCalendarCopy)["reminders"];

/** The form's words, in the page's language: the route gives them, so the island carries no content module. */
export interface ReminderWords extends Pick<RemindersCopy, "formLabel" | "submit" | "submitting" | "success" | "failure"> {
  /** Each choice of "How early", by its days. */
  leadOptions: Record<ReminderLeadDays, string>;
  kindLabels: Record<DeadlineKind, string>;
}

/**
 * The reminder sign-up: an address, the kinds of due dates and how early. POSTed to
 * /api/compliance/reminders, or without JavaScript to the page; double opt-in either way, and
 * answered alike whoever the address is. `kind`: the page's filter, ticked when there is one;
 * otherwise nothing is ticked, so the visitor is mailed only about what they chose.
 */
export function ReminderForm({ kind, words }: { kind: DeadlineKind | null; words: ReminderWords }) {
  const text = useFormText();
  const form = useSiteForm({
    kind: "compliance_reminder",
    fields: reminderForm,
    prefill: { kinds: kind ? [kind] : [], leadDays: "3" },
    send: (json) => parseResponse(browserApi.api.compliance.reminders.$post({ json })),
    // The address goes; the choices stay, for a colleague's address after this one.
    onSuccess: (): void => form.setField("email", ""),
    success: words.success,
    failure: words.failure,
  });

  return (
    <form {...form.form} aria-label={words.formLabel} className="space-y-5">
      <input {...form.kindField} />
      <PostedSummary posted={form.posted} fieldId={form.fieldId} />
      <SiteField form={form} name="email" required autoComplete="email" placeholder="you@company.in" />
      <OptionsFieldset
        id={form.fieldId("kinds")}
        name="kinds"
        legend={text(reminderForm.field("kinds").label)}
        options={deadlineKinds}
        labels={words.kindLabels}
        selected={form.values.kinds}
        onChange={(kinds) => form.setField("kinds", kinds as DeadlineKind[])}
        error={form.errors.kinds && text(form.errors.kinds)}
      />
      {/* Marked, not `required`: one of its options is always chosen, and HTML allows `required` on a
          one-line select only with an empty placeholder option first. The server checks the value. */}
      <SiteField form={form} name="leadDays" marked>
        {reminderLeadDays.map((days) => (
          <option key={days} value={days}>
            {words.leadOptions[days]}
          </option>
        ))}
      </SiteField>
      <SiteField form={form} name="website" />
      <Button type="submit" className="min-h-11 w-full sm:w-auto" disabled={form.submitting}>
        {form.submitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <BellRing aria-hidden="true" />}
        {form.submitting ? words.submitting : words.submit}
      </Button>
    </form>
  );
}
