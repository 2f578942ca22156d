import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { type ColleagueRole, colleagueRoles, roleDescriptions, roleLabels } from "#core/taxonomies/admin-roles";
import { useForm } from "@/lib/use-form";
import { inviteSchema } from "#core/schemas/auth";
import { formatDate, formatDateTime } from "#core/format/date";
import { staffName } from "#core/format/staff-name";
import { ConfirmDialog } from "../components/confirm-dialog";
import { RoleChangeDialog } from "./role-change-dialog";
import { useAdminMutation } from "../data/mutation";
import { meQuery } from "../data/session";
import {
  changeColleagueRole,
  handOverOwnership,
  resetColleagueFactors,
  inviteColleague,
  type PendingInvite,
  removeColleague,
  type StaffMember,
  staffQuery,
  withdrawInvite,
} from "../data/staff";
import { useLoadFailureToast } from "../data/use-load-failure-toast";


/** The link of a new invitation: shown here once, never again. */
function NewInviteLink({ email, link }: { email: string; link: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success("Invitation link copied");
    } catch {
      toast.error("Could not copy: select the link and copy it yourself");
    }
  }
  return (
    <div className="space-y-2 rounded-md border border-primary/40 bg-primary/5 p-4" role="status">
      <p className="text-sm font-medium">Invitation link for {email}</p>
      <div className="flex gap-2">
        <Input value={link} readOnly aria-label="Invitation link" onFocus={(e) => e.currentTarget.select()} />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          Copy link
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        Send it to them yourself, for example by email or WhatsApp. It works once, for 48 hours, and will not be shown again.
      </p>
    </div>
  );
}

/** The roles the owner can give, as options of a select. */
function RoleOptions() {
  return colleagueRoles.map((role) => (
    <option key={role} value={role}>
      {roleLabels[role]}
    </option>
  ));
}

function InviteForm() {
  const [created, setCreated] = useState<{ email: string; link: string } | null>(null);
  const mutation = useAdminMutation({
    mutationFn: ({ email, role }: { email: string; role: ColleagueRole }) => inviteColleague(email, role),
    invalidates: [staffQuery.queryKey],
    success: () => "Invitation created",
    failure: "Failed to create the invitation",
    onSuccess: (invite) => setCreated({ email: invite.email, link: invite.link }),
  });
  const form = useForm({
    schema: inviteSchema,
    initial: { email: "", role: "editor" as ColleagueRole },
    submit: mutation.mutateAsync,
    onSuccess: (): void => form.reset(),
  });
  return (
    <div className="space-y-4">
      <form {...form.form} className="grid max-w-2xl items-start gap-3 sm:grid-cols-2">
        <FormField label="Colleague's email" error={form.errors.email} required>
          <Input {...form.text("email")} type="email" autoComplete="off" />
        </FormField>
        <FormField label="Colleague's role" error={form.errors.role} required hint={roleDescriptions[form.values.role]}>
          <Select {...form.text("role")}>
            <RoleOptions />
          </Select>
        </FormField>
        <div>
          <Button type="submit" disabled={form.submitting}>
            {form.submitting ? "Creating..." : "Create invitation link"}
          </Button>
        </div>
      </form>
      {created ? <NewInviteLink {...created} /> : null}
    </div>
  );
}

function MemberRow({ member, canManage }: { member: StaffMember; canManage: boolean }) {
  const name = staffName(member);
  const remove = useAdminMutation({
    mutationFn: () => removeColleague(member.id),
    invalidates: [staffQuery.queryKey],
    success: () => `${name} was removed and signed out`,
    failure: `Failed to remove ${name}`,
  });
  const handOver = useAdminMutation({
    mutationFn: () => handOverOwnership(member.id),
    invalidates: [staffQuery.queryKey, meQuery.queryKey],
    success: () => `${name} is now the owner`,
    failure: "Failed to hand over ownership",
  });
  const resetFactors = useAdminMutation({
    mutationFn: () => resetColleagueFactors(member.id),
    invalidates: [staffQuery.queryKey],
    success: () => `${name}'s passkeys, authenticator app and recovery codes were removed`,
    failure: `Failed to reset ${name}'s sign-in methods`,
  });
  const changeRole = useAdminMutation({
    mutationFn: (role: ColleagueRole) => changeColleagueRole(member.id, role),
    invalidates: [staffQuery.queryKey],
    success: ({ role }) => `${name} is now ${role === "advisor" ? "an" : "a"} ${roleLabels[role]}, and was signed out to sign in again with it`,
    failure: `Failed to change ${name}'s role`,
  });
  const manageable = canManage && member.role !== "owner";
  const [asked, setAsked] = useState<ColleagueRole>();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="staff-member">
      <div className="min-w-0 space-y-1">
        <p className="flex items-center gap-2 font-medium">
          {name}
          <Badge variant={member.role === "owner" ? "default" : "secondary"}>{roleLabels[member.role]}</Badge>
          {member.you ? <span className="text-sm font-normal text-muted-foreground">(you)</span> : null}
        </p>
        <p className="text-sm text-muted-foreground">
          {member.name ? `${member.email} · ` : ""}since {formatDate(member.createdAt)}
        </p>
      </div>
      {manageable ? (
        <div className="flex flex-wrap items-center gap-2">
          {/* The list shows the role held until the change is confirmed; wide enough for every role's name whole. */}
          <Select
            aria-label={`Role of ${name}`}
            className="h-9 w-auto min-w-36 pr-8 md:h-9"
            value={member.role}
            disabled={changeRole.isPending}
            onChange={(e) => setAsked(e.currentTarget.value as ColleagueRole)}
          >
            <RoleOptions />
          </Select>
          <RoleChangeDialog
            name={name}
            role={asked}
            onCancel={() => setAsked(undefined)}
            onConfirm={(role) => {
              setAsked(undefined);
              changeRole.mutate(role);
            }}
          />
          <ConfirmDialog
            trigger={
              <Button variant="outline" size="sm" disabled={handOver.isPending}>
                Make owner
              </Button>
            }
            question={`Make ${name} the owner? You become a manager and can no longer invite or remove colleagues or change their roles; only ${name} can hand ownership back.`}
            confirmLabel="Make owner"
            onConfirm={() => handOver.mutate()}
          />
          <ConfirmDialog
            trigger={
              <Button variant="outline" size="sm" disabled={resetFactors.isPending} aria-label={`Reset sign-in methods of ${name}`}>
                Reset sign-in methods
              </Button>
            }
            question={`Remove every passkey, the authenticator app and the recovery codes of ${name}? Use this when they lost them. They are signed out everywhere, sign in with their password alone, and are told by email where the site can send it.`}
            confirmLabel="Reset sign-in methods"
            onConfirm={() => resetFactors.mutate()}
          />
          <ConfirmDialog
            trigger={
              <Button variant="destructive" size="sm" disabled={remove.isPending} aria-label={`Remove ${name}`}>
                Remove
              </Button>
            }
            question={`Remove ${name}? They are signed out everywhere at once and can no longer sign in.`}
            confirmLabel="Remove"
            onConfirm={() => remove.mutate()}
          />
        </div>
      ) : null}
    </li>
  );
}

function InviteRow({ invite }: { invite: PendingInvite }) {
  const withdraw = useAdminMutation({
    mutationFn: () => withdrawInvite(invite.id),
    invalidates: [staffQuery.queryKey],
    success: () => "Invitation withdrawn",
    failure: "Failed to withdraw the invitation",
  });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <p className="text-sm">
        <span className="font-medium">{invite.email}</span>
        <span className="text-muted-foreground"> · {roleLabels[invite.role]} · link valid until {formatDateTime(invite.expiresAt)}</span>
      </p>
      <Button variant="outline" size="sm" onClick={() => withdraw.mutate()} disabled={withdraw.isPending} aria-label={`Withdraw the invitation for ${invite.email}`}>
        Withdraw
      </Button>
    </li>
  );
}

/** Who has a staff account; the owner also invites, removes and hands over ownership here. */
export function StaffCard() {
  const { data, isError } = useQuery(staffQuery);
  useLoadFailureToast(isError, "Failed to load the staff");
  const owner = data?.members.find((m) => m.role === "owner");
  return (
    <Card>
      <CardHeader>
        <CardTitle>Staff</CardTitle>
        <CardDescription>
          {data?.canManage
            ? "Everyone who can sign in to this admin, and what their role lets them do. Invite a colleague by a link you send them; changing someone's role or removing them signs them out at once."
            : `Everyone who can sign in to this admin. Only the owner${owner ? `, ${staffName(owner)},` : ""} can invite or remove colleagues and change their roles.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {data ? (
          <ul className="divide-y">
            {data.members.map((member) => (
              <MemberRow key={member.id} member={member} canManage={data.canManage} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{isError ? "The staff could not be loaded." : "Loading staff..."}</p>
        )}
        {data?.canManage ? (
          <>
            <InviteForm />
            {data.invites.length > 0 ? (
              <div className="space-y-2">
                <h3 className="text-sm font-medium">Invitations not yet accepted</h3>
                <ul className="divide-y">
                  {data.invites.map((invite) => (
                    <InviteRow key={invite.id} invite={invite} />
                  ))}
                </ul>
              </div>
            ) : null}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
