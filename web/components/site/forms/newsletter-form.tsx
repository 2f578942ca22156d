import { parseResponse } from "hono/client";
import { Loader2, Mail } from "@/components/site/icons";
import { newsletterForm } from "#core/schemas/newsletter";
import { browserApi } from "@/lib/api-client";
import { Button } from "../../ui/button";
import { Input } from "../../ui/input";
import { PostedSummary } from "./form-notes";
import { SiteField } from "./site-field";
import { useSiteForm } from "./use-site-form";

/** The newsletter box: one email address, POSTed to /api/subscribers (or, without JavaScript, to the page). */
export function NewsletterForm() {
  const form = useSiteForm({
    kind: "newsletter",
    fields: newsletterForm,
    // A new, a pending and a confirmed address are answered alike: nobody learns who is on the list.
    send: (json) => parseResponse(browserApi.api.subscribers.$post({ json })),
    onSuccess: (): void => form.clear(),
    success: { title: "Almost there: check your inbox", description: "Check your inbox: confirm your address with the link we have sent, and you're on the list." },
    failure: {
      title: "Could not subscribe",
      fallback: "Please try again later.",
      offline: "Please check your internet connection and try again.",
    },
  });
  const id = form.fieldId("email");
  // A refusal that is no field's (a limit) is in the summary alone.
  const error = form.errors.email;
  const errorId = `${id}-error`;

  return (
    <form {...form.form} aria-label="Newsletter sign-up">
      <input {...form.kindField} />
      <PostedSummary posted={form.posted} fieldId={form.fieldId} onPrimary />
      <label htmlFor={id} className="sr-only">
        {newsletterForm.field("email").label}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Input
          {...form.text("email")}
          id={id}
          type="email"
          required
          autoComplete="email"
          placeholder="you@company.in"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="bg-background text-foreground sm:flex-1"
        />
        <Button type="submit" variant="secondary" disabled={form.submitting}>
          {form.submitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Mail aria-hidden="true" />}
          {form.submitting ? "Subscribing..." : "Subscribe"}
        </Button>
      </div>
      <SiteField form={form} name="website" />
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-200">
          {error}
        </p>
      ) : null}
    </form>
  );
}
