import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Select } from "@/components/ui/select";
import { type ColleagueRole, roleLabels, roleWithArticle } from "#core/taxonomies/admin-roles";
import { formatDate } from "#core/format/date";
import { staffName } from "#core/format/staff-name";
import { ConfirmDialog } from "../components/confirm-dialog";
import { Invitations } from "./invitations";
import { RoleChangeDialog } from "./role-change-dialog";
import { RoleOptions } from "./role-options";
import { useAdminMutation } from "../data/mutation";
import { useMailStatus } from "../data/mail-status";
import { meQuery } from "../data/session";
import {
  changeColleagueRole,
  handOverOwnership,
  resetColleagueFactors,
  removeColleague,
  type StaffMember,
  staffQuery,
} from "../data/staff";
import { useLoadFailureToast } from "../data/use-load-failure-toast";


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
    success: ({ role }) => `${name} is now ${roleWithArticle(role)}, and was signed out to sign in again with it`,
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
          {/* The list shows the role held until the change is confirmed. Wide enough for every role's name, and py-1: at h-9 the input's py-2 left less than a line, which cut off the "g" of "Manager". */}
          <Select
            aria-label={`Role of ${name}`}
            className="h-9 w-auto min-w-36 py-1 pr-8 md:h-9"
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

/** Who has a staff account; the owner also invites, removes and hands over ownership here. */
export function StaffCard() {
  const { data, isError } = useQuery(staffQuery);
  useLoadFailureToast(isError, "Failed to load the staff");
  const owner = data?.members.find((m) => m.role === "owner");
  // Where the site sends no mail, an invitation is a link the owner copies and sends themselves.
  const mail = useMailStatus();
  const invitedBy = mail?.replies === false ? "a link you copy and send them" : "a link, emailed to them or copied";
  return (
    <Card>
      <CardHeader>
        <CardTitle>Staff</CardTitle>
        <CardDescription>
          {data?.canManage
            ? `Everyone who can sign in to this admin, and what their role lets them do. Invite a colleague by ${invitedBy}; changing someone's role or removing them signs them out at once.`
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
        {data?.canManage ? <Invitations invites={data.invites} /> : null}
      </CardContent>
    </Card>
  );
}
