import { useMutation, useQuery } from "@tanstack/react-query";
import { Link, useLocation } from "react-router-dom";
import * as v from "valibot";
import { formatDateTime } from "#core/format/date";
import { newPasswordField } from "#core/schemas/auth";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { apiError, failureText } from "@/lib/api-error";
import { useForm } from "@/lib/use-form";
import { AuthFrame } from "./components/auth-frame";
import { tokenFromFragment } from "./data/link-token";
import { completePasswordReset, resetLinkQuery } from "./data/password-reset";
import { strengthHint } from "./settings/password-hint";

const INCOMPLETE = "This link is incomplete. Please open the whole link from the email, or ask for a new one.";
const UNREACHABLE = "The link could not be checked. Check your connection and reload the page.";

const passwordSchema = v.object({ password: newPasswordField });

function LinkTo({ to, children }: { to: string; children: string }) {
  return (
    <p className="text-center text-sm">
      <Link to={to} className="text-primary underline-offset-4 hover:underline">
        {children}
      </Link>
    </p>
  );
}

/** The new password; on success, the admin signs in with it (and their second factor, if they have one). */
function NewPasswordForm({ token, email, expiresAt }: { token: string; email: string; expiresAt: string }) {
  const complete = useMutation({
    mutationFn: ({ password }: { password: string }) => completePasswordReset(token, password),
    meta: { allowUnauthorized: true },
  });
  const form = useForm({ schema: passwordSchema, initial: { password: "" }, submit: complete.mutateAsync });
  if (complete.isSuccess) {
    return (
      <div className="space-y-4">
        <p role="status" className="text-sm">
          Your password has been changed, and every session of this account has been signed out. Sign in with the new password; if you use a
          passkey or an authenticator app, you will still need it.
        </p>
        <Button asChild className="w-full">
          <Link to="/admin/login">Go to sign-in</Link>
        </Button>
      </div>
    );
  }
  const failure = complete.isError ? apiError(complete.error) : null;
  return (
    <form {...form.form} className="space-y-4">
      <p className="text-sm">
        For <span className="font-medium">{email}</span>. This link works until {formatDateTime(expiresAt)}.
      </p>
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormField label="New password" error={form.errors.password} required hint={strengthHint(form.values.password)}>
        <Input {...form.text("password")} type="password" autoComplete="new-password" />
      </FormField>
      {failure && Object.keys(failure.fieldErrors).length === 0 ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {failureText(failure, "Your password could not be changed. Please try again.")}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={form.submitting}>
        {form.submitting ? "Saving..." : "Set new password"}
      </Button>
    </form>
  );
}

export function Component() {
  // The token is in the fragment, which the browser sends to no server and in no Referer.
  const token = tokenFromFragment(useLocation().hash);
  const link = useQuery({ ...resetLinkQuery(token), enabled: token !== "" });
  if (!token || link.isError) {
    return (
      <AuthFrame title="This link cannot be used" description={token ? failureText(apiError(link.error), UNREACHABLE) : INCOMPLETE}>
        <LinkTo to="/admin/forgot-password">Ask for a new link</LinkTo>
      </AuthFrame>
    );
  }
  if (link.isPending) return <AuthFrame title="Choose a new password" description="Checking your link..." />;
  return (
    <AuthFrame title="Choose a new password" description="Choose the password you will sign in with from now on.">
      <NewPasswordForm token={token} {...link.data} />
    </AuthFrame>
  );
}
