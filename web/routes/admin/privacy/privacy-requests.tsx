import { ShieldCheck, Trash2 } from "lucide-react";
import { Fragment, useState } from "react";
import { privacyLookupSchema, privacyRequestOf } from "#core/schemas/privacy";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useForm } from "@/lib/use-form";
import { useAdminFeatures } from "../admin-feature";
import { ConfirmDialog } from "../components/confirm-dialog";
import { PageHeader } from "../components/page-header";
import { type HeldData, useErasure, useHeldDataSearch } from "../data/privacy";

/** What was found for one address or phone number, as each feature shows its part, and the one step that erases it. */
function HeldDataCard({ subject, held, onErased }: { subject: string; held: HeldData; onErased: () => void }) {
  const parts = useAdminFeatures().flatMap((feature) => (feature.heldData ? [{ name: feature.name, ...feature.heldData }] : []));
  const erase = useErasure(parts.flatMap((part) => part.lists ?? []));
  const byPhone = !subject.includes("@");
  const nothing = !parts.some((part) => part.found(held));
  return (
    <Card role="region" aria-labelledby="held-heading">
      <CardHeader>
        <CardTitle id="held-heading">Held about {subject}</CardTitle>
        <CardDescription>
          {nothing
            ? byPhone
              ? "Nothing: no inquiry or application gives this phone number."
              : "Nothing: no inquiry, application, subscription or activity entry names this address."
            : byPhone
              ? "Everything below goes in one step: the inquiries that give this number, with their replies and notes and résumé files. The activity log keeps only how many records were erased, never the number. Search for their email address too, if they gave one."
              : "Everything below goes in one step: the inquiries with their replies and notes, résumé files, the newsletter subscription, and the address in the activity log. The activity log keeps only how many records were erased, never the address."}
        </CardDescription>
      </CardHeader>
      {nothing ? null : (
        <CardContent className="space-y-6">
          {parts.map((part) => (part.block ? <Fragment key={part.name}>{part.block(held, byPhone)}</Fragment> : null))}
          {byPhone ? null : (
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {parts.flatMap((part) => (part.line ? [<li key={part.name}>{part.line(held)}</li>] : []))}
            </ul>
          )}
          <ConfirmDialog
            question={`Erase everything held about ${subject}? This cannot be undone.`}
            confirmLabel="Erase"
            onConfirm={() => erase.mutate(privacyRequestOf(subject), { onSuccess: onErased })}
            trigger={
              <Button variant="destructive" disabled={erase.isPending}>
                <Trash2 aria-hidden /> {erase.isPending ? "Erasing..." : "Erase Everything"}
              </Button>
            }
          />
        </CardContent>
      )}
    </Card>
  );
}

/** /admin/privacy: a data principal's request under the DPDP Act 2023, answered from one screen. */
export function Component() {
  const search = useHeldDataSearch();
  const [found, setFound] = useState<{ subject: string; held: HeldData } | null>(null);
  const form = useForm({
    schema: privacyLookupSchema,
    initial: { subject: "" },
    submit: async ({ subject }) => setFound({ subject, held: await search.mutateAsync(privacyRequestOf(subject)) }),
  });
  return (
    <>
      <PageHeader
        title="Privacy Requests"
        description="When someone asks what the firm holds about them, or asks for it to be erased (Digital Personal Data Protection Act, 2023), search for their email address or phone number here."
      />
      <div className="space-y-6">
        <Card>
          <CardContent className="pt-6">
            <form {...form.form} className="flex flex-col gap-4 sm:flex-row sm:items-end">
              <FormField label="Email address or phone number" error={form.errors.subject} className="flex-1">
                <Input autoComplete="off" {...form.text("subject")} />
              </FormField>
              <Button type="submit" disabled={form.submitting}>
                <ShieldCheck aria-hidden /> {form.submitting ? "Searching..." : "Find Held Data"}
              </Button>
            </form>
          </CardContent>
        </Card>
        {found ? <HeldDataCard key={found.subject} subject={found.subject} held={found.held} onErased={() => setFound(null)} /> : null}
      </div>
    </>
  );
}
