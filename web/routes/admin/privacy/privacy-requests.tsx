import { ShieldCheck, Trash2 } from "lucide-react";
import { useState } from "react";
import { formatDateTime } from "#core/format/date";
import { privacyLookupSchema, privacyRequestOf } from "#core/schemas/privacy";
import { inquiryTypeLabel } from "#core/taxonomies/inquiries";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useForm } from "@/lib/use-form";
import { ConfirmDialog } from "../components/confirm-dialog";
import { PageHeader } from "../components/page-header";
import { type HeldData, useErasure, useHeldDataSearch } from "../data/privacy";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What was found for one address or phone number, and the one step that erases it. */
function HeldDataCard({ subject, held, onErased }: { subject: string; held: HeldData; onErased: () => void }) {
  const erase = useErasure();
  const byPhone = !subject.includes("@");
  const nothing = held.inquiries.length === 0 && !held.subscribedAt && !held.remindersSince && held.auditMentions === 0;
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
          {held.inquiries.length > 0 ? (
            <Table>
              <caption className="sr-only">Inquiries and applications from {byPhone ? "this phone number" : "this address"}</caption>
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">Reference</TableHead>
                  <TableHead scope="col">Type</TableHead>
                  <TableHead scope="col">Name given</TableHead>
                  <TableHead scope="col">Received</TableHead>
                  <TableHead scope="col">Résumé</TableHead>
                  <TableHead scope="col">Replies and notes</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {held.inquiries.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell className="font-mono">{row.reference ?? "—"}</TableCell>
                    <TableCell>
                      {inquiryTypeLabel(row.type)}
                      {row.service ? <span className="block text-xs text-muted-foreground">{row.service}</span> : null}
                    </TableCell>
                    <TableCell>{row.name}</TableCell>
                    <TableCell>{formatDateTime(row.createdAt)}</TableCell>
                    <TableCell>{row.hasResume ? "Yes" : "No"}</TableCell>
                    <TableCell>{Number(row.messages)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : (
            <p className="text-sm">No inquiries or applications.</p>
          )}
          {byPhone ? null : (
            <ul className="list-disc space-y-1 pl-5 text-sm">
              <li>{held.subscribedAt ? `Subscribed to the newsletter on ${formatDateTime(held.subscribedAt)}.` : "Not subscribed to the newsletter."}</li>
              <li>{held.remindersSince ? `Signed up for compliance reminders on ${formatDateTime(held.remindersSince)}.` : "Not signed up for compliance reminders."}</li>
              <li>{held.auditMentions > 0 ? `Named in ${plural(held.auditMentions, "activity log entry", "activity log entries")} (an export filtered by the address).` : "Not named in the activity log."}</li>
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
