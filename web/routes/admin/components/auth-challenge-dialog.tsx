import { useQueryClient } from "@tanstack/react-query";
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { useEffect, useState } from "react";
import * as v from "valibot";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiError } from "@/lib/api-error";
import { useForm } from "@/lib/use-form";
import { type ChallengeKind, registerChallengeHost, settleChallenge, useAuthChallenge } from "../data/auth-challenge";
import { browserPasskeyError } from "../data/passkeys";
import { meQuery, reverify, reverifyOptions, reverifyWithPasskey, sessionsQuery, signIn } from "../data/session";

type Method = "passkey" | "code" | "password";

const SIGN_IN = {
  title: "Your session has ended",
  description: "For your security, you were signed out. Enter your password to carry on: what you were doing is kept and finishes once you are signed in.",
  action: "Sign in and continue",
  busy: "Signing in...",
};

/** The confirmation asks for the strongest factor the account has: the server says which. */
const CONFIRM: Record<Method, { title: string; description: string; action: string; busy: string }> = {
  passkey: {
    title: "Confirm with your passkey",
    description: "This change needs your passkey, now: use your fingerprint, face, device PIN or security key.",
    action: "Use my passkey",
    busy: "Waiting for your passkey...",
  },
  code: {
    title: "Confirm with a code",
    description: "This change needs a code from your authenticator app, or one of your recovery codes.",
    action: "Confirm and continue",
    busy: "Confirming...",
  },
  password: {
    title: "Confirm your password",
    description: "This change needs your password, entered now.",
    action: "Confirm and continue",
    busy: "Confirming...",
  },
};

function failureMessage(kind: ChallengeKind, err: unknown): string {
  const passkey = browserPasskeyError(err);
  if (passkey) return passkey;
  const { status, message } = apiError(err);
  if (kind === "sign-in" && status === 401) return "The password is incorrect.";
  // The server answers every refused confirmation alike (finding 3): a wrong answer, or one it does not take.
  if (kind === "confirm-password" && status === 401) return "Invalid credentials";
  if ((status === 400 || status === 429) && message) return message;
  if (status === 401) return "Your session has ended. Cancel, then sign in again.";
  return "Could not reach the server. Check your connection and try again.";
}

/**
 * Asks for the password when a request met an ended session, or for the account's strongest factor
 * when a change needs a confirmation (see data/auth-challenge.ts). Mounted once in the signed-in
 * shell; nothing is shown until needed.
 */
export function AuthChallengeDialog() {
  const kind = useAuthChallenge();
  const queryClient = useQueryClient();
  const email = queryClient.getQueryData(meQuery.queryKey)?.email ?? "";
  // Why the last attempt failed; the field's own message (nothing typed) comes from the form kit.
  const [error, setError] = useState<string | null>(null);
  const [method, setMethod] = useState<Method | null>(null);
  const [passkeyOptions, setPasskeyOptions] = useState<PublicKeyCredentialRequestOptionsJSON | null>(null);

  useEffect(() => registerChallengeHost(), []);

  // Which factor to ask for: fetched each time a confirmation opens (a passkey prompt's challenge is single-use).
  useEffect(() => {
    if (kind !== "confirm-password") return;
    let live = true;
    reverifyOptions().then(
      (answer) => {
        if (!live) return;
        setMethod(answer.method);
        setPasskeyOptions(answer.options as PublicKeyCredentialRequestOptionsJSON | null);
      },
      (err: unknown) => live && setError(failureMessage("confirm-password", err)),
    );
    return () => {
      live = false;
    };
  }, [kind]);

  function close(ok: boolean, proof?: string) {
    form.reset();
    setError(null);
    setMethod(null);
    setPasskeyOptions(null);
    settleChallenge(ok, proof);
  }

  const confirming = kind === "confirm-password";
  const asksText = kind === "sign-in" || method === "password" || method === "code";

  /** The confirmation's proof; a sign-in has none. */
  async function answer(secret: string): Promise<string | undefined> {
    if (!confirming) return void (await signIn(email, secret));
    // Still asking the server which factor confirms (the button waits meanwhile): nothing to send yet.
    if (!method) throw new Error("no confirmation method yet");
    if (method === "passkey") {
      if (!passkeyOptions) throw new Error("no passkey prompt");
      return (await reverifyWithPasskey(passkeyOptions)).proof;
    }
    return (await reverify(method === "code" ? { code: secret } : { password: secret })).proof;
  }

  const form = useForm({
    // A passkey asks for nothing typed.
    schema: v.object({ secret: asksText ? v.pipe(v.string(), v.nonEmpty(method === "code" ? "Enter the code." : "Enter your password.")) : v.string() }),
    initial: { secret: "" },
    async submit({ secret }) {
      try {
        return await answer(secret);
      } catch (err) {
        if (kind) setError(failureMessage(kind, err));
        // A passkey prompt's challenge was used: ask the server for a fresh one.
        if (confirming && method === "passkey") {
          void reverifyOptions().then((options) => setPasskeyOptions(options.options as PublicKeyCredentialRequestOptionsJSON | null));
        }
        throw err;
      }
    },
    onSuccess: (proof) => {
      close(true, proof);
      // Either way this browser now holds a new session.
      void queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
    },
  });

  const copy = kind === "sign-in" ? SIGN_IN : kind && method ? CONFIRM[method] : null;
  const fieldError = form.errors.secret ?? error ?? undefined;
  return (
    <Dialog open={kind !== null} onOpenChange={(open) => !open && close(false)}>
      {kind ? (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{copy?.title ?? "Confirm it is you"}</DialogTitle>
            <DialogDescription>{copy?.description ?? "Checking how to confirm it is you…"}</DialogDescription>
          </DialogHeader>
          <form {...form.form} className="space-y-4">
            <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
            <p className="text-sm">
              Signed in as <span className="font-medium">{email}</span>
            </p>
            {asksText ? (
              <FormField label={method === "code" ? "Code" : "Password"} error={fieldError} required>
                <Input
                  type={method === "code" ? "text" : "password"}
                  autoComplete={method === "code" ? "one-time-code" : "current-password"}
                  inputMode={method === "code" ? "text" : undefined}
                  {...form.text("secret")}
                  autoFocus
                />
              </FormField>
            ) : error ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)}>
                Cancel
              </Button>
              {/* No copy yet: the server has not said which factor a confirmation needs. */}
              <Button type="submit" disabled={form.submitting || !copy}>
                {form.submitting ? copy?.busy : (copy?.action ?? "Confirm and continue")}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
