import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { apiError } from "@/lib/api-error";
import { signInWithCode } from "./data/factors";

interface CodeStepProps {
  token: string;
  onSignedIn: (admin: { id: number; email: string }) => void;
  /** Back to the password (the pending sign-in expired, or the admin wants to start over). */
  onRestart: () => void;
}

/** After the right password: a code from the authenticator app, or one of the recovery codes. */
export function CodeStep({ token, onSignedIn, onRestart }: CodeStepProps) {
  const [code, setCode] = useState("");
  const submit = useMutation({
    mutationFn: () => signInWithCode(token, code),
    meta: { allowUnauthorized: true },
    onSuccess: onSignedIn,
  });
  const failure = submit.isError ? apiError(submit.error) : undefined;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) submit.mutate();
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <FormField
        label="Verification code"
        required
        error={failure ? (failure.message ?? "An error occurred during login") : undefined}
        hint="The 6-digit code from your authenticator app, or one of your recovery codes."
      >
        <Input value={code} onChange={(e) => setCode(e.target.value)} autoComplete="one-time-code" autoFocus maxLength={40} required />
      </FormField>
      <Button type="submit" className="w-full" disabled={submit.isPending || !code.trim()}>
        {submit.isPending ? "Checking..." : "Verify and sign in"}
      </Button>
      <Button type="button" variant="link" className="w-full" onClick={onRestart}>
        Start again with your password
      </Button>
    </form>
  );
}
