import { useMutation, useQuery } from "@tanstack/react-query";
import { Link, type LoaderFunctionArgs, redirect, useLocation, useNavigate } from "react-router-dom";
import { acceptInviteSchema } from "#core/schemas/auth";
import { formatDateTime } from "#core/format/date";
import { type ColleagueRole, roleDescriptions, roleLabels } from "#core/taxonomies/admin-roles";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { apiError } from "@/lib/api-error";
import { useForm } from "@/lib/use-form";
import { queryClient } from "./data/query-client";
import { meQuery, rememberAdmin } from "./data/session";
import { AuthFrame as Frame } from "./components/auth-frame";
import { tokenFromFragment } from "./data/link-token";
import { acceptInvitation, invitationQuery } from "./data/staff";
import { strengthHint } from "./settings/password-hint";

const UNREACHABLE = "The invitation could not be checked. Check your connection and reload the page.";

/**
 * A link made before the token moved into the fragment (`/admin/invite/<token>`): the same page,
 * with the token moved to where the page reads it. Such links expire within 48 hours of being made.
 */
export function loader({ params }: LoaderFunctionArgs) {
  return params.token ? redirect(`/admin/invite#token=${encodeURIComponent(params.token)}`) : null;
}

/** A colleague opens the owner's link, chooses their name and password, and is signed in. */
function AcceptForm({ token, email, role, expiresAt }: { token: string; email: string; role: ColleagueRole; expiresAt: string }) {
  const navigate = useNavigate();
  const accept = useMutation({
    mutationFn: ({ name, password }: { name: string; password: string }) => acceptInvitation(token, name, password),
    meta: { allowUnauthorized: true },
    onSuccess: (account) => {
      if (!account.signedIn) {
        navigate("/admin/login", { replace: true });
        return;
      }
      const admin = { id: account.id, email: account.email, name: account.name, role: account.role };
      queryClient.setQueryData(meQuery.queryKey, admin);
      rememberAdmin(admin);
      navigate("/admin/dashboard", { replace: true });
    },
  });
  const form = useForm({ schema: acceptInviteSchema, initial: { name: "", password: "" }, submit: accept.mutateAsync });
  const failure = accept.isError ? apiError(accept.error) : null;
  return (
    <form {...form.form} className="space-y-4">
      <p className="text-sm">
        Your sign-in will be <span className="font-medium">{email}</span>. This link works until {formatDateTime(expiresAt)}.
      </p>
      <p className="text-sm">
        You join as <span className="font-medium">{roleLabels[role]}</span>: {roleDescriptions[role]}
      </p>
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormField label="Your name" error={form.errors.name} required>
        <Input {...form.text("name")} autoComplete="name" />
      </FormField>
      <FormField label="Choose a password" error={form.errors.password} required hint={strengthHint(form.values.password)}>
        <Input {...form.text("password")} type="password" autoComplete="new-password" />
      </FormField>
      {failure && Object.keys(failure.fieldErrors).length === 0 ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {failure.message && failure.status !== undefined && failure.status < 500 ? failure.message : "Your account could not be created. Please try again."}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={form.submitting}>
        {form.submitting ? "Creating your account..." : "Create account and sign in"}
      </Button>
    </form>
  );
}

/** An invitation that cannot be accepted, why, and the way to the sign-in page. */
function UnusableLink({ why }: { why: string }) {
  return (
    <Frame title="This link cannot be used" description={why}>
      <p className="text-center text-sm">
        <Link to="/admin/login" className="text-primary underline-offset-4 hover:underline">
          Go to the sign-in page
        </Link>
      </p>
    </Frame>
  );
}

export function Component() {
  // The token is in the fragment, which the browser sends to no server and in no Referer.
  const token = tokenFromFragment(useLocation().hash);
  const invitation = useQuery({ ...invitationQuery(token), enabled: token !== "" });
  if (!token) return <UnusableLink why="This invitation link is incomplete. Please copy the whole link from the owner's message." />;
  if (invitation.isPending) return <Frame title="Join the staff" description="Checking your invitation..." />;
  if (invitation.isError) {
    const { status, message } = apiError(invitation.error);
    return <UnusableLink why={status === 404 && message ? message : UNREACHABLE} />;
  }
  return (
    <Frame title="Join the staff" description="You have been invited to the Vriddhi Business Solutions admin.">
      <AcceptForm token={token} {...invitation.data} />
    </Frame>
  );
}
