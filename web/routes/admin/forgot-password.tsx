import { useMutation, useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { passwordResetRequestSchema, RESET_LINK_MINUTES } from "#core/schemas/auth";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { apiError, failureText } from "@/lib/api-error";
import { useForm } from "@/lib/use-form";
import { AuthFrame } from "./components/auth-frame";
import { requestPasswordReset, resetAvailableQuery } from "./data/password-reset";

/** What staff do where the site sends no mail: the owner (or whoever deploys) runs the CLI. */
export const ASK_THE_OWNER = "Ask the owner of the admin to set a new password for you with “npm run admin”.";

function BackToSignIn() {
  return (
    <p className="mt-6 text-center text-sm">
      <Link to="/admin/login" className="text-primary underline-offset-4 hover:underline">
        ← Back to sign-in
      </Link>
    </p>
  );
}

/** Asks for a link by email; the answer is the same whether or not the address has an account. */
function RequestForm() {
  const request = useMutation({ mutationFn: ({ email }: { email: string }) => requestPasswordReset(email), meta: { allowUnauthorized: true } });
  const form = useForm({ schema: passwordResetRequestSchema, initial: { email: "" }, submit: request.mutateAsync });
  if (request.isSuccess) {
    return (
      <p role="status" className="text-sm">
        {request.data.message}
      </p>
    );
  }
  const failure = request.isError ? apiError(request.error) : null;
  return (
    <form {...form.form} className="space-y-4">
      <FormField label="Email" error={form.errors.email} required hint="The address you sign in with.">
        <Input {...form.text("email")} type="email" autoComplete="username" />
      </FormField>
      {failure && Object.keys(failure.fieldErrors).length === 0 ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {failureText(failure, "The link could not be requested. Check your connection and try again.")}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={form.submitting}>
        {form.submitting ? "Sending..." : "Email me a link"}
      </Button>
    </form>
  );
}

export function Component() {
  const available = useQuery(resetAvailableQuery);
  if (available.isPending) return <AuthFrame title="Forgot your password?" description="One moment..." />;
  if (!available.data?.available) {
    return (
      <AuthFrame title="Forgot your password?" description="This site does not send password reset emails.">
        <p className="text-sm">{ASK_THE_OWNER}</p>
        <BackToSignIn />
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title="Forgot your password?" description={`We will email you a link to choose a new one. It works once, for ${RESET_LINK_MINUTES} minutes.`}>
      <RequestForm />
      <BackToSignIn />
    </AuthFrame>
  );
}
