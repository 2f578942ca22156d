import { useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { type ColleagueRole, roleDescriptions, roleLabels } from "#core/taxonomies/admin-roles";
import { useForm } from "@/lib/use-form";
import { inviteSchema } from "#core/schemas/auth";
import { formatDateTime } from "#core/format/date";
import { ConfirmDialog } from "../components/confirm-dialog";
import { useMailStatus } from "../data/mail-status";
import { useAdminMutation } from "../data/mutation";
import { emailInviteAgain, inviteColleague, type IssuedInvite, type PendingInvite, staffQuery, withdrawInvite } from "../data/staff";
import { RoleOptions } from "./role-options";

/** The link of a new invitation: shown here once, never again, emailed to the colleague or not. */
function NewInviteLink({ invite }: { invite: IssuedInvite }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(invite.link);
      toast.success("Invitation link copied");
    } catch {
      toast.error("Could not copy: select the link and copy it yourself");
    }
  }
  return (
    <div className="space-y-2 rounded-md border border-primary/40 bg-primary/5 p-4" role="status">
      <p className="break-words text-sm font-medium">{invite.emailed ? `Invitation emailed to ${invite.email}` : `Invitation link for ${invite.email}`}</p>
      <div className="flex gap-2">
        <Input value={invite.link} readOnly aria-label="Invitation link" onFocus={(e) => e.currentTarget.select()} />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          Copy link
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        {invite.emailed
          ? `This is the link in the email; copy it too if you want to send it another way, for example by WhatsApp. It works once, until ${formatDateTime(invite.expiresAt)} IST, and will not be shown again.`
          : "Send it to them yourself, for example by email or WhatsApp. It works once, for 48 hours, and will not be shown again."}
      </p>
    </div>
  );
}

interface InviteFormProps {
  /** Whether the site sends mail; undefined while that is not known yet. */
  canEmail: boolean | undefined;
  onIssued: (invite: IssuedInvite) => void;
}

function InviteForm({ canEmail, onIssued }: InviteFormProps) {
  // Which button submitted the form: a click (Enter in a field clicks the first one) sets it first.
  const sendEmail = useRef(false);
  const mutation = useAdminMutation({
    mutationFn: (invite: { email: string; role: ColleagueRole; sendEmail: boolean }) => inviteColleague(invite.email, invite.role, invite.sendEmail),
    invalidates: [staffQuery.queryKey],
    success: (invite) => (invite.emailed ? `Invitation emailed to ${invite.email}` : "Invitation created"),
    failure: (invite) => (invite.sendEmail ? "Failed to email the invitation" : "Failed to create the invitation"),
    onSuccess: onIssued,
  });
  const form = useForm({
    schema: inviteSchema,
    initial: { email: "", role: "editor" as ColleagueRole },
    submit: (values) => mutation.mutateAsync({ ...values, sendEmail: sendEmail.current }),
    onSuccess: (): void => form.reset(),
  });
  const emailing = form.submitting && mutation.variables?.sendEmail === true;
  return (
    <form {...form.form} className="grid max-w-2xl items-start gap-3 sm:grid-cols-2">
      <FormField label="Colleague's email" error={form.errors.email} required>
        <Input {...form.text("email")} type="email" autoComplete="off" />
      </FormField>
      <FormField label="Colleague's role" error={form.errors.role} required hint={roleDescriptions[form.values.role]}>
        <Select {...form.text("role")}>
          <RoleOptions />
        </Select>
      </FormField>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        {canEmail ? (
          <Button type="submit" disabled={form.submitting} onClick={() => (sendEmail.current = true)}>
            {emailing ? "Sending..." : "Email invitation"}
          </Button>
        ) : null}
        <Button type="submit" variant={canEmail ? "outline" : "default"} disabled={form.submitting} onClick={() => (sendEmail.current = false)}>
          {form.submitting && !emailing ? "Creating..." : "Create invitation link"}
        </Button>
      </div>
      {canEmail === false ? (
        <p className="text-sm text-muted-foreground sm:col-span-2">
          Email is not set up on this site, so invitations cannot be emailed: create the link and send it to your colleague yourself.
        </p>
      ) : null}
    </form>
  );
}

interface InviteRowProps {
  invite: PendingInvite;
  canEmail: boolean | undefined;
  onIssued: (invite: IssuedInvite) => void;
}

function InviteRow({ invite, canEmail, onIssued }: InviteRowProps) {
  const withdraw = useAdminMutation({
    mutationFn: () => withdrawInvite(invite.id),
    invalidates: [staffQuery.queryKey],
    success: () => "Invitation withdrawn",
    failure: "Failed to withdraw the invitation",
  });
  const emailAgain = useAdminMutation({
    mutationFn: () => emailInviteAgain(invite.id),
    invalidates: [staffQuery.queryKey],
    success: (issued) => `A new invitation link was emailed to ${issued.email}; the earlier link no longer works`,
    failure: "Failed to email the invitation",
    onSuccess: onIssued,
  });
  const busy = withdraw.isPending || emailAgain.isPending;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="pending-invite">
      <p className="text-sm">
        <span className="font-medium">{invite.email}</span>
        <span className="text-muted-foreground"> · {roleLabels[invite.role]} · link valid until {formatDateTime(invite.expiresAt)}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        {canEmail ? (
          <ConfirmDialog
            trigger={
              <Button variant="outline" size="sm" disabled={busy} aria-label={`Email a new link to ${invite.email}`}>
                {emailAgain.isPending ? "Sending..." : "Email a new link"}
              </Button>
            }
            question={`Email ${invite.email} a new invitation link? The link made before stops working at once, wherever it was sent; the new one works for 48 hours.`}
            confirmLabel="Email a new link"
            confirmVariant="default"
            onConfirm={() => emailAgain.mutate()}
          />
        ) : null}
        <Button variant="outline" size="sm" onClick={() => withdraw.mutate()} disabled={busy} aria-label={`Withdraw the invitation for ${invite.email}`}>
          Withdraw
        </Button>
      </div>
    </li>
  );
}

/**
 * Inviting colleagues: a new link to copy, emailed to them too where the site sends mail, and the
 * invitations not yet accepted, each of which can be emailed a new link. The newest link is shown once.
 */
export function Invitations({ invites }: { invites: PendingInvite[] }) {
  const mail = useMailStatus();
  const canEmail = mail === undefined ? undefined : mail.replies;
  const [latest, setLatest] = useState<IssuedInvite | null>(null);
  return (
    <div className="space-y-4">
      <InviteForm canEmail={canEmail} onIssued={setLatest} />
      {latest ? <NewInviteLink invite={latest} /> : null}
      {invites.length > 0 ? (
        <div className="space-y-2">
          <h3 className="text-sm font-medium">Invitations not yet accepted</h3>
          <ul className="divide-y">
            {invites.map((invite) => (
              <InviteRow key={invite.id} invite={invite} canEmail={canEmail} onIssued={setLatest} />
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
