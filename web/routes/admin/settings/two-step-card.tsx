import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { totpCodeSchema } from "#core/schemas/factors";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiError } from "@/lib/api-error";
import { useForm } from "@/lib/use-form";
import { ConfirmDialog } from "../components/confirm-dialog";
import { confirmTotp, factorsQuery, regenerateRecoveryCodes, removeTotp, setUpTotp } from "../data/factors";

const failure = (err: unknown) => apiError(err).message ?? "Something went wrong. Please try again.";

/** Settings: the authenticator app (set up from a QR code, confirmed with one code) and recovery codes. */
export function TwoStepCard({ onCodes }: { onCodes: (codes: string[] | null) => void }) {
  const queryClient = useQueryClient();
  const { data: factors } = useQuery(factorsQuery);
  const refresh = () => queryClient.invalidateQueries({ queryKey: factorsQuery.queryKey });

  const setup = useMutation({ mutationFn: setUpTotp, onError: (err) => toast.error("Set-up could not start", { description: failure(err) }) });
  const confirm = useMutation({
    mutationFn: ({ code }: { code: string }) => confirmTotp(code),
    onSuccess: async (answer) => {
      setup.reset();
      form.reset();
      if (answer.recoveryCodes) onCodes(answer.recoveryCodes);
      await refresh();
      toast.success("Authenticator app turned on. Signing in with your password now also asks for its code.");
    },
  });
  const remove = useMutation({
    mutationFn: removeTotp,
    onSuccess: async () => {
      await refresh();
      toast.success("Authenticator app removed.");
    },
    onError: (err) => toast.error("The authenticator app was not removed", { description: failure(err) }),
  });
  const regenerate = useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: async (answer) => {
      onCodes(answer.recoveryCodes);
      await refresh();
    },
    onError: (err) => toast.error("New recovery codes were not made", { description: failure(err) }),
  });

  const form = useForm({ schema: totpCodeSchema, initial: { code: "" }, submit: confirm.mutateAsync });
  const enrolment = setup.data;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Authenticator App and Recovery Codes</CardTitle>
        <CardDescription>
          With an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…) or a passkey, signing in with your
          password also asks for a code.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {factors?.totpEnabled ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm">Your authenticator app is on.</p>
            <ConfirmDialog
              trigger={<Button variant="outline" size="sm">Remove authenticator app</Button>}
              question="Remove the authenticator app? Its codes will no longer be accepted."
              confirmLabel="Remove"
              onConfirm={() => remove.mutate()}
            />
          </div>
        ) : enrolment ? (
          <form {...form.form} className="space-y-4">
            <p className="text-sm">Scan this QR code with your authenticator app, or type the key in by hand, then enter the code it shows.</p>
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
              alt="QR code for your authenticator app"
              width={192}
              height={192}
              className="rounded-md border bg-white"
            />
            <p className="text-sm">
              Key: <code className="break-all font-mono">{enrolment.secret.match(/.{1,4}/g)?.join(" ")}</code>
            </p>
            <FormField label="Code from the app" error={form.errors.code ?? (confirm.isError ? failure(confirm.error) : undefined)} className="max-w-xs">
              <Input {...form.text("code")} inputMode="numeric" autoComplete="one-time-code" maxLength={7} />
            </FormField>
            <Button type="submit" disabled={confirm.isPending}>
              {confirm.isPending ? "Checking..." : "Turn on"}
            </Button>
          </form>
        ) : (
          <Button type="button" variant="outline" onClick={() => setup.mutate()} disabled={setup.isPending}>
            Set up an authenticator app
          </Button>
        )}
        {factors && (factors.totpEnabled || factors.recoveryCodesLeft > 0) ? (
          <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
            <p className="text-sm">
              {factors.recoveryCodesLeft} of 10 recovery codes left. Each one signs you in once if you lose your app and passkeys.
            </p>
            <ConfirmDialog
              trigger={<Button variant="outline" size="sm">Make new recovery codes</Button>}
              question="Make ten new recovery codes? The codes you have now will stop working."
              confirmLabel="Make new codes"
              onConfirm={() => regenerate.mutate()}
            />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
