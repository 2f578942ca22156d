import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, redirect, useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { loginSchema } from "#core/schemas/auth";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { apiError } from "@/lib/api-error";
import { useForm } from "@/lib/use-form";
import { queryClient } from "./data/query-client";
import { CodeStep } from "./login-code-step";
import { ASK_THE_OWNER } from "./forgot-password";
import { resetAvailableQuery } from "./data/password-reset";
import { browserPasskeyError, signInWithPasskey } from "./data/passkeys";
import { meQuery, rememberAdmin, signIn } from "./data/session";

/** An admin who is already signed in skips the form. */
export async function loader() {
  const signedIn = await queryClient.fetchQuery({ ...meQuery, staleTime: 0, retry: false }).then(
    () => true,
    () => false,
  );
  return signedIn ? redirect("/admin/dashboard") : null;
}

/** The message for a refused sign-in: the server's for throttling, the spec's otherwise. */
function loginError(err: unknown): string {
  const { status, message } = apiError(err);
  if (status === 401) return "Invalid credentials";
  if ((status === 429 || status === 400 || status === 403) && message) return message;
  return "An error occurred during login";
}

/** "Forgot password?" where the site can mail a reset link; otherwise who can reset it. */
function ForgotPassword() {
  const reset = useQuery(resetAvailableQuery);
  if (reset.isPending) return null;
  if (reset.data?.available) {
    return (
      <p className="text-center text-sm">
        <Link to="/admin/forgot-password" className="text-primary underline-offset-4 hover:underline">
          Forgot password?
        </Link>
      </p>
    );
  }
  return <p className="text-center text-sm text-muted-foreground">Forgot your password? {ASK_THE_OWNER}</p>;
}

/** The message for a refused passkey sign-in: the browser's reason, or the server's. */
function passkeyError(err: unknown): string {
  return browserPasskeyError(err) ?? apiError(err).message ?? "An error occurred during login";
}

export function Component() {
  const navigate = useNavigate();
  const signedIn = (admin: { id: number; email: string; factorChanges?: string[] }) => {
    // Each way of signing in answers who it was; the admin's full record (name, role) is read afresh.
    queryClient.removeQueries({ queryKey: meQuery.queryKey });
    rememberAdmin(admin);
    // Changes to the account's sign-in methods the site could not mail: shown until dismissed.
    for (const change of admin.factorChanges ?? []) {
      toast.warning(change, { description: "If this was not you, check Settings → Passkeys and tell the owner at once.", duration: Infinity });
    }
    navigate("/admin/dashboard", { replace: true });
  };
  const [pendingToken, setPendingToken] = useState<string>();
  const login = useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) => signIn(email, password),
    meta: { allowUnauthorized: true },
    // An admin with a passkey or an authenticator app confirms the password with a code.
    onSuccess: (answer) => ("codeRequired" in answer ? setPendingToken(answer.token) : signedIn(answer)),
  });
  // A passkey without user verification (a key with no PIN) is one factor: the code step follows where the account has an app.
  const passkey = useMutation({
    mutationFn: signInWithPasskey,
    meta: { allowUnauthorized: true },
    onSuccess: (answer) => ("codeRequired" in answer ? setPendingToken(answer.token) : signedIn(answer)),
  });
  const form = useForm({ schema: loginSchema, initial: { email: "", password: "" }, submit: login.mutateAsync });
  const { errors, text } = form;

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted px-4">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-semibold tracking-tight">Admin Login</h1>
          <CardDescription>Sign in to manage blog posts, job listings and inquiries.</CardDescription>
        </CardHeader>
        <CardContent>
          {pendingToken ? (
            <CodeStep
              token={pendingToken}
              onSignedIn={signedIn}
              onRestart={() => {
                setPendingToken(undefined);
                login.reset();
              }}
            />
          ) : (
            <form {...form.form} className="space-y-4">
              <FormField label="Email" error={errors.email} required>
                <Input {...text("email")} type="email" autoComplete="username" required />
              </FormField>
              <FormField label="Password" error={errors.password} required>
                <Input {...text("password")} type="password" autoComplete="current-password" required />
              </FormField>
              {login.isError ? (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {loginError(login.error)}
                </p>
              ) : null}
              <Button type="submit" className="w-full" disabled={form.submitting}>
                {form.submitting ? "Signing in..." : "Sign In"}
              </Button>
              <ForgotPassword />
            </form>
          )}
          <div className="mt-4 space-y-2 border-t pt-4">
            <Button type="button" variant="outline" className="w-full" onClick={() => passkey.mutate()} disabled={passkey.isPending}>
              {passkey.isPending ? "Waiting for your passkey..." : "Sign in with a passkey"}
            </Button>
            {passkey.isError ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {passkeyError(passkey.error)}
              </p>
            ) : null}
          </div>
          <p className="mt-6 text-center text-sm">
            <a href="/" className="text-primary underline-offset-4 hover:underline">
              ← Back to website
            </a>
          </p>
        </CardContent>
      </Card>
    </main>
  );
}
