import { useMutation } from "@tanstack/react-query";
import * as v from "valibot";
import { secondFactorSchema } from "#core/schemas/factors";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { apiError } from "@/lib/api-error";
import { useForm } from "@/lib/use-form";
import { signInWithCode } from "./data/factors";

/** The field the admin types; the pending sign-in's token is the page's. */
const codeSchema = v.object({ code: secondFactorSchema.entries.code });

interface CodeStepProps {
  token: string;
  onSignedIn: (admin: { id: number; email: string }) => void;
  /** Back to the password (the pending sign-in expired, or the admin wants to start over). */
  onRestart: () => void;
}

/** After the right password: a code from the authenticator app, or one of the recovery codes. */
export function CodeStep({ token, onSignedIn, onRestart }: CodeStepProps) {
  const submit = useMutation({
    mutationFn: ({ code }: { code: string }) => signInWithCode(token, code),
    meta: { allowUnauthorized: true },
    onSuccess: onSignedIn,
  });
  const form = useForm({ schema: codeSchema, initial: { code: "" }, submit: submit.mutateAsync });
  const failure = submit.isError ? apiError(submit.error) : undefined;
  const blank = !form.values.code.trim();

  return (
    <form {...form.form} className="space-y-4">
      <FormField
        label="Verification code"
        required
        error={form.errors.code ?? (failure ? (failure.message ?? "An error occurred during login") : undefined)}
        hint="The 6-digit code from your authenticator app, or one of your recovery codes."
      >
        <Input {...form.text("code")} autoComplete="one-time-code" autoFocus maxLength={40} required />
      </FormField>
      <Button type="submit" className="w-full" disabled={submit.isPending || blank}>
        {submit.isPending ? "Checking..." : "Verify and sign in"}
      </Button>
      <Button type="button" variant="link" className="w-full" onClick={onRestart}>
        Start again with your password
      </Button>
    </form>
  );
}
