import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { changePasswordSchema, MIN_PASSWORD_LENGTH } from "#core/schemas/auth";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { useForm } from "@/lib/use-form";
import { PageHeader } from "./components/page-header";
import { changePassword, meQuery, rememberAdmin, signOutEverywhere } from "./data/session";
import { PasskeysCard } from "./settings/passkeys-card";
import { TwoStepCard } from "./settings/two-step-card";

/** A rough hint, not a rule: length matters most, variety helps. */
function strengthHint(password: string): string {
  const length = [...password].length;
  if (length === 0) return `Use at least ${MIN_PASSWORD_LENGTH} characters; a passphrase of several words is easiest to remember.`;
  if (length < MIN_PASSWORD_LENGTH) return `Too short: ${MIN_PASSWORD_LENGTH - length} more character(s) needed.`;
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((re) => re.test(password)).length;
  return length >= 16 || kinds >= 3 ? "Strong password." : "Acceptable. Longer, or mixing cases, digits and symbols, is stronger.";
}

function ChangePasswordCard() {
  const { data: admin } = useQuery(meQuery);
  const mutation = useMutation({
    mutationFn: (values: { currentPassword: string; newPassword: string }) => changePassword(values.currentPassword, values.newPassword),
  });
  const form = useForm({
    schema: changePasswordSchema,
    initial: { currentPassword: "", newPassword: "" },
    submit: mutation.mutateAsync,
    onSuccess: (): void => {
      form.reset();
      toast.success("Password changed. Your other sessions have been signed out.");
    },
    onFailure: (failure) => toast.error("Failed to change password", failure.message ? { description: failure.message } : undefined),
  });
  const { errors, text } = form;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change Password</CardTitle>
        <CardDescription>Changing your password signs out every other device.</CardDescription>
      </CardHeader>
      <CardContent>
        <form {...form.form} className="max-w-md space-y-4">
          {/* Tells password managers which account the new password belongs to. */}
          <input type="text" name="username" autoComplete="username" value={admin?.email ?? ""} readOnly hidden />
          <FormField label="Current Password" error={errors.currentPassword} required>
            <Input {...text("currentPassword")} type="password" autoComplete="current-password" />
          </FormField>
          <FormField label="New Password" error={errors.newPassword} required hint={strengthHint(form.values.newPassword)}>
            <Input {...text("newPassword")} type="password" autoComplete="new-password" />
          </FormField>
          <Button type="submit" disabled={form.submitting}>
            {form.submitting ? "Saving..." : "Change Password"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function SignOutEverywhereCard() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => {
      rememberAdmin(null);
      queryClient.clear();
      navigate("/admin/login", { replace: true });
    },
    onError: () => toast.error("Failed to sign out everywhere"),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sessions</CardTitle>
        <CardDescription>Signs out every browser where this admin account is signed in, this one included.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => mutation.mutate()} disabled={mutation.isPending}>
          Sign out everywhere
        </Button>
      </CardContent>
    </Card>
  );
}

export function Component() {
  // New recovery codes (from the first factor or a regeneration), shown once in the two-step card.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  return (
    <>
      <PageHeader title="Settings" description="Settings page: change your password, manage your passkeys, authenticator app and where you are signed in." />
      <div className="space-y-6">
        <ChangePasswordCard />
        <PasskeysCard onCodes={setRecoveryCodes} />
        <TwoStepCard codes={recoveryCodes} onCodes={setRecoveryCodes} />
        <SignOutEverywhereCard />
      </div>
    </>
  );
}
