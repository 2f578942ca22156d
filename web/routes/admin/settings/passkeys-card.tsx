import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import * as v from "valibot";
import { PASSKEY_NAME_MAX, passkeyNameSchema } from "#core/schemas/passkeys";
import { formatDate } from "#core/format/date";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { apiError } from "@/lib/api-error";
import { useForm } from "@/lib/use-form";
import { ConfirmDialog } from "../components/confirm-dialog";
import { factorsQuery } from "../data/factors";
import { addPasskey, browserPasskeyError, passkeysQuery, removePasskey, setPasswordSignIn } from "../data/passkeys";

const nameSchema = v.object({ name: passkeyNameSchema });

function failureMessage(err: unknown): string {
  return browserPasskeyError(err) ?? apiError(err).message ?? "Something went wrong. Please try again.";
}

/** Settings: the admin's passkeys, adding one (named) and removing one. */
export function PasskeysCard({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useQuery(passkeysQuery);
  const passkeys = data?.passkeys;
  const refresh = () => queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey });

  const add = useMutation({
    mutationFn: ({ name }: { name: string }) => addPasskey(name),
    onSuccess: async (added) => {
      form.reset();
      if (added.recoveryCodes) onCodes(added.recoveryCodes);
      await refresh();
      await queryClient.invalidateQueries({ queryKey: factorsQuery.queryKey });
      toast.success(`Passkey “${added.name}” added. You can now sign in with it.`);
    },
    onError: (err) => toast.error("The passkey was not added", { description: failureMessage(err) }),
  });
  const remove = useMutation({
    mutationFn: removePasskey,
    onSuccess: async () => {
      await refresh();
      toast.success("Passkey removed.");
    },
    onError: (err) => toast.error("The passkey was not removed", { description: failureMessage(err) }),
  });

  const passwordSignIn = useMutation({
    mutationFn: setPasswordSignIn,
    onSuccess: async (answer) => {
      await refresh();
      toast.success(answer.passwordSignIn ? "Password sign-in is on again." : "Password sign-in is off. Only your passkeys sign you in now.");
    },
    onError: (err) => toast.error("The setting was not changed", { description: failureMessage(err) }),
  });

  // A refusal is toasted (onError above); the kit shows only the schema's message at the field.
  const form = useForm({ schema: nameSchema, initial: { name: "" }, submit: (data) => add.mutateAsync(data).catch(() => undefined) });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Passkeys</CardTitle>
        <CardDescription>
          Sign in with your fingerprint, face or device PIN instead of a password. Add one for each device you use.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {isPending ? <p className="text-sm text-muted-foreground">Loading passkeys…</p> : null}
        {isError ? <p className="text-sm text-destructive">Your passkeys could not be loaded. Please reload the page.</p> : null}
        {passkeys && passkeys.length === 0 ? <p className="text-sm text-muted-foreground">You have not added a passkey yet.</p> : null}
        {passkeys && passkeys.length > 0 ? (
          <ul className="divide-y rounded-md border" aria-label="Your passkeys">
            {passkeys.map((passkey) => (
              <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div>
                  <p className="font-medium">{passkey.name}</p>
                  <p className="text-sm text-muted-foreground">
                    Added {formatDate(passkey.createdAt)} · {passkey.lastUsedAt ? `last used ${formatDate(passkey.lastUsedAt)}` : "not used yet"}
                  </p>
                </div>
                <ConfirmDialog
                  trigger={
                    <Button variant="outline" size="sm" disabled={remove.isPending}>
                      Remove
                    </Button>
                  }
                  question={`Remove the passkey “${passkey.name}”? That device will no longer sign you in.`}
                  confirmLabel="Remove"
                  onConfirm={() => remove.mutate(passkey.id)}
                />
              </li>
            ))}
          </ul>
        ) : null}
        {passkeys && passkeys.length > 0 ? (
          <div className="flex items-center justify-between gap-4 rounded-md border p-3">
            <div>
              <p id="password-sign-in-label" className="font-medium">
                Allow signing in with my password
              </p>
              <p className="text-sm text-muted-foreground">Turn off to sign in only with your passkeys.</p>
            </div>
            <Switch
              aria-labelledby="password-sign-in-label"
              checked={data?.passwordSignIn ?? true}
              disabled={passwordSignIn.isPending}
              onCheckedChange={(checked) => passwordSignIn.mutate(checked)}
            />
          </div>
        ) : null}
        <form {...form.form} className="flex max-w-md flex-col gap-3 sm:flex-row sm:items-end">
          <FormField label="Passkey name" error={form.errors.name} hint="For example “Office laptop” or “Phone”." className="flex-1">
            <Input {...form.text("name")} maxLength={PASSKEY_NAME_MAX} autoComplete="off" />
          </FormField>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? "Waiting for your device..." : "Add a passkey"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
