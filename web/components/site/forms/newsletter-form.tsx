import { parseResponse } from "hono/client";
import { Loader2, Mail } from "lucide-react";
import { useId } from "react";
import { newsletterSchema } from "#core/schemas/newsletter";
import { browserApi } from "@/lib/api-client";
import { useHydrated } from "@/lib/use-hydrated";
import { Button } from "../../ui/button";
import { Input } from "../../ui/input";
import { useSiteForm } from "./use-site-form";
import { WebsiteHoneypot } from "./website-honeypot";

/** The newsletter box: one email address, POSTed to /api/subscribers. */
export function NewsletterForm() {
  const hydrated = useHydrated();
  const id = useId();
  const form = useSiteForm({
    schema: newsletterSchema,
    initial: { email: "", website: "" },
    // The server answers a new and an already-listed address alike (201): both mean "you'll get it".
    send: (json) => parseResponse(browserApi.api.subscribers.$post({ json })),
    onSuccess: (): void => form.reset(),
    success: { title: "Subscribed!", description: "You're on the list — we'll email you new articles." },
    failure: {
      title: "Could not subscribe",
      fallback: "Please try again later.",
      offline: "Please check your internet connection and try again.",
    },
  });
  const error = form.errors.email;
  const errorId = `${id}-error`;

  return (
    <form {...form.form} aria-label="Newsletter sign-up">
      <label htmlFor={id} className="sr-only">
        Email address
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
        <Button type="submit" variant="secondary" disabled={!hydrated || form.submitting}>
          {form.submitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Mail aria-hidden="true" />}
          {form.submitting ? "Subscribing..." : "Subscribe"}
        </Button>
      </div>
      <WebsiteHoneypot value={form.values.website} onChange={(value) => form.setField("website", value)} />
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-200">
          {error}
        </p>
      ) : null}
    </form>
  );
}
