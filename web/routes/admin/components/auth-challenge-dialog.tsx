import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiError } from "@/lib/api-error";
import { type ChallengeKind, registerChallengeHost, settleChallenge, useAuthChallenge } from "../data/auth-challenge";
import { meQuery, reverify, sessionsQuery, signIn } from "../data/session";

const COPY: Record<ChallengeKind, { title: string; description: string; action: string; busy: string }> = {
  "sign-in": {
    title: "Your session has ended",
    description: "For your security, you were signed out. Enter your password to carry on: what you were doing is kept and finishes once you are signed in.",
    action: "Sign in and continue",
    busy: "Signing in...",
  },
  "confirm-password": {
    title: "Confirm your password",
    description: "This change needs your password, as you have not entered it in the last 12 hours.",
    action: "Confirm and continue",
    busy: "Confirming...",
  },
};

function failureMessage(kind: ChallengeKind, err: unknown): string {
  const { status, message } = apiError(err);
  if (kind === "sign-in" && status === 401) return "The password is incorrect.";
  if ((status === 400 || status === 429) && message) return message;
  if (status === 401) return "Your session has ended. Cancel, then sign in again.";
  return "Could not reach the server. Check your connection and try again.";
}

/**
 * Asks for the password when a request met an ended session or needs a fresh confirmation (see
 * data/auth-challenge.ts). Mounted once in the signed-in shell; nothing is shown until needed.
 */
export function AuthChallengeDialog() {
  const kind = useAuthChallenge();
  const queryClient = useQueryClient();
  const email = queryClient.getQueryData(meQuery.queryKey)?.email ?? "";
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => registerChallengeHost(), []);

  function close(ok: boolean) {
    setPassword("");
    setError(null);
    settleChallenge(ok);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!kind) return;
    if (!password) {
      setError("Enter your password.");
      return;
    }
    setBusy(true);
    try {
      if (kind === "sign-in") await signIn(email, password);
      else await reverify(password);
      close(true);
      // Either way this browser now holds a new session.
      void queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
    } catch (err) {
      setError(failureMessage(kind, err));
    } finally {
      setBusy(false);
    }
  }

  const copy = kind ? COPY[kind] : null;
  return (
    <Dialog open={kind !== null} onOpenChange={(open) => !open && close(false)}>
      {copy ? (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{copy.title}</DialogTitle>
            <DialogDescription>{copy.description}</DialogDescription>
          </DialogHeader>
          <form onSubmit={submit} className="space-y-4" noValidate>
            <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
            <p className="text-sm">
              Signed in as <span className="font-medium">{email}</span>
            </p>
            <FormField label="Password" error={error ?? undefined} required>
              <Input
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                autoFocus
              />
            </FormField>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={busy}>
                {busy ? copy.busy : copy.action}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
