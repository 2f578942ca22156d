import { CheckCircle2 } from "lucide-react";
import { Link, useSearchParams } from "react-router-dom";
import { callbackFormCopy } from "#core/content/callback-form";
import { applicationFormCopy } from "#core/content/careers";
import { COMPLIANCE_CALENDAR_PATH } from "#core/compliance/paths";
import { isPostedFormKind, type PostedFormKind, referenceParam } from "#core/schemas/posted-form";
import { buttonVariants } from "../../ui/button-variants";
import { ReferenceNote, replyPromise, TalkSooner } from "../forms/form-notes";

interface Outcome {
  title: string;
  text: string;
  next: string;
  back: { to: string; label: string };
}

/** What each form's visitor is told once it is stored (the same words as the form's own thank-you). */
const OUTCOMES: Record<PostedFormKind, Outcome> = {
  contact: {
    title: "Message Sent!",
    text: "We've received your message.",
    next: `${replyPromise} A consultant will answer by email or phone.`,
    back: { to: "/", label: "Back to the home page" },
  },
  service_enquiry: {
    title: "Thank You!",
    text: "We have received your inquiry.",
    next: `${replyPromise} A consultant will call or email you to understand what you need.`,
    back: { to: "/services", label: "See all services" },
  },
  quote: {
    title: "Thank You!",
    text: "We have received your quote request.",
    next: `${replyPromise} We will send you a quote, or ask what we need to know to prepare one.`,
    back: { to: "/services", label: "See all services" },
  },
  job_application: {
    title: applicationFormCopy.success.title,
    text: "Thank you for applying.",
    next: applicationFormCopy.success.next,
    back: { to: "/careers", label: applicationFormCopy.success.back },
  },
  callback: {
    title: callbackFormCopy.success.title,
    text: callbackFormCopy.success.text,
    next: callbackFormCopy.success.next,
    back: { to: "/services", label: "See all services" },
  },
  newsletter: {
    title: "Check your inbox",
    text: "We have sent a link to this address to confirm your subscription.",
    next: "Follow the link in that email to start receiving new articles. If you had confirmed this address before, nothing changes.",
    back: { to: "/blog", label: "Back to the blog" },
  },
  compliance_reminder: {
    title: "Check your inbox",
    text: "We have sent a link to this address to confirm your reminders.",
    next: "Follow the link in that email and we will write before the due dates you chose, at 9 in the morning. Until you confirm, we send you nothing else. If this address already gets our reminders, nothing changes: to change what you get, unsubscribe from a reminder and sign up again.",
    back: { to: COMPLIANCE_CALENDAR_PATH, label: "Back to the compliance calendar" },
  },
};

/**
 * Where a form posted without JavaScript lands once it is stored (303 from the worker): the
 * reference, what happens next, and call or WhatsApp for anything urgent. Only a reference of the
 * site's own shape is shown, so a crafted link cannot put other words on the page.
 */
export function ThankYouView() {
  const [params] = useSearchParams();
  const kind = params.get("form");
  const outcome = OUTCOMES[isPostedFormKind(kind) ? kind : "contact"];
  const reference = referenceParam(params.get("reference"));
  return (
    <section className="px-6 pt-32 pb-20">
      <div className="mx-auto max-w-2xl rounded-lg border border-success/30 bg-success/5 p-8 text-center">
        <CheckCircle2 className="mx-auto size-12 text-success" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-foreground">{outcome.title}</h1>
        <div className="mt-3 space-y-3 text-muted-foreground">
          <p className="font-medium text-foreground">{outcome.text}</p>
          {reference ? <ReferenceNote reference={reference} /> : null}
          <h2 className="pt-2 text-lg font-semibold text-foreground">What happens next</h2>
          <p>{outcome.next}</p>
        </div>
        <TalkSooner className="mt-6 space-y-2" />
        <Link className={buttonVariants({ variant: "link", className: "mt-6" })} to={outcome.back.to}>
          {outcome.back.label}
        </Link>
      </div>
    </section>
  );
}
