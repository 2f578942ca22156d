import { Loader2, Mail } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import { newsletterSchema } from "#core/schemas/newsletter";
import { browserApi } from "@/lib/api-client";
import { readApiError, validateForm } from "@/lib/form";
import { useHydrated } from "@/lib/use-hydrated";
import { Button } from "../../ui/button";
import { Input } from "../../ui/input";
import { WebsiteHoneypot } from "./website-honeypot";

/** The newsletter box: one email address, POSTed to /api/subscribers. */
export function NewsletterForm() {
  const hydrated = useHydrated();
  const id = useId();
  const [email, setEmail] = useState("");
  const [website, setWebsite] = useState("");
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateForm(newsletterSchema, { email, website });
    if (!checked.ok) {
      setError(checked.errors.email);
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      const res = await browserApi.api.subscribers.$post({ json: checked.data });
      if (res.ok) {
        // 201 is a new subscriber, 200 an address already on the list: both mean "you'll get it".
        toast.success("Subscribed!", { description: "You're on the list — we'll email you new articles." });
        setEmail("");
        return;
      }
      const failure = await readApiError(res);
      if (failure.fieldErrors.email) setError(failure.fieldErrors.email);
      toast.error("Could not subscribe", { description: failure.message });
    } catch {
      toast.error("Could not subscribe", { description: "Please check your internet connection and try again." });
    } finally {
      setSending(false);
    }
  }

  const errorId = `${id}-error`;
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Newsletter sign-up">
      <label htmlFor={id} className="sr-only">
        Email address
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Input
          id={id}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="you@company.in"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (error) setError(undefined);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="bg-background text-foreground sm:flex-1"
        />
        <Button type="submit" variant="secondary" disabled={!hydrated || sending}>
          {sending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Mail aria-hidden="true" />}
          {sending ? "Subscribing..." : "Subscribe"}
        </Button>
      </div>
      <WebsiteHoneypot value={website} onChange={setWebsite} />
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-200">
          {error}
        </p>
      ) : null}
    </form>
  );
}
