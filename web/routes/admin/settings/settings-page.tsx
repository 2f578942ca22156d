import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Globe } from "lucide-react";
import { Suspense, useState } from "react";
import { Link } from "react-router-dom";
import { toast } from "sonner";
import { changePasswordSchema } from "#core/schemas/auth";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useForm } from "@/lib/use-form";
import { useAdminFeatures } from "../admin-feature";
import { PageHeader } from "../components/page-header";
import { changePassword, meQuery, sessionsQuery, useCan } from "../data/session";
import { PasskeysCard } from "./passkeys-card";
import { RecoveryCodesDialog } from "./recovery-codes-notice";
import { strengthHint } from "./password-hint";
import { SessionsCard } from "./sessions-card";
import { TwoStepCard } from "./two-step-card";

/** The way to Settings → Site, where staff keep what the public website says about the firm. */
function SiteSettingsLink() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Website details</CardTitle>
        <CardDescription>Phone numbers, WhatsApp, email, address, business hours, home page figures, client logos and social links.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link to="/admin/settings/site">
            <Globe aria-hidden /> Edit site settings
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function ChangePasswordCard() {
  const { data: admin } = useQuery(meQuery);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (values: { currentPassword: string; newPassword: string }) => changePassword(values.currentPassword, values.newPassword),
  });
  const form = useForm({
    schema: changePasswordSchema,
    initial: { currentPassword: "", newPassword: "" },
    submit: mutation.mutateAsync,
    onSuccess: (): void => {
      form.reset();
      // The others were signed out, and this session continues under a new token.
      void queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
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

export function Component() {
  // New recovery codes (from the first factor or a regeneration), shown once as a blocking step.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  // Everyone keeps their own sign-in here; the website's details and the staff are for managers.
  const can = useCan();
  const firmSettings = can("settings");
  // The features' cards (each manifest's `settings`), in the composition's order, for the roles they are for.
  const sections = useAdminFeatures()
    .flatMap((feature) => feature.settings ?? [])
    .filter((section) => section.permission === undefined || can(section.permission));
  return (
    <>
      <PageHeader
        title="Settings"
        description={
          firmSettings
            ? "The website's contact details and figures, your password, passkeys and authenticator app, where you are signed in, and who is on the staff."
            : "Your password, passkeys and authenticator app, and where you are signed in."
        }
      />
      <div className="space-y-6">
        {firmSettings ? <SiteSettingsLink /> : null}
        <ChangePasswordCard />
        <PasskeysCard onCodes={setRecoveryCodes} />
        <TwoStepCard onCodes={setRecoveryCodes} />
        <SessionsCard />
        {/* Loaded together, so the cards appear at once and in their order. */}
        <Suspense fallback={null}>
          {sections.map(({ name, card: Section }) => (
            <Section key={name} />
          ))}
        </Suspense>
      </div>
      <RecoveryCodesDialog codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
    </>
  );
}
