import { MessageCircle, Phone } from "@/components/site/icons";
import * as nextStepsEn from "#core/content/next-steps";
import * as nextStepsHi from "#core/content/hi/next-steps";
import type { PostedForm } from "#core/site/posted-form";
import { useChromeCopy } from "@/lib/chrome";
import { useFormText } from "@/lib/form-text";
import { useContent, useLocale } from "@/lib/locale";
import { localizedHref } from "#core/site/hindi-pages";
import { clsx } from "clsx";
import { buttonVariants } from "../../ui/button-variants";
import { useSiteView } from "@/lib/site-settings";

/*
 * What the site says around its forms and after them. The words come from core (the mails say
 * them too); pages take them from here, so they and the forms share one small chunk.
 */
/** What the forms say next (a reply, a call), about the visitor's data and around a reference, in the page's language. */
export const useNextSteps = () => useContent({ en: nextStepsEn, hi: nextStepsHi });

/**
 * Why a form posted without JavaScript was not stored, at the top of the form: each field's message
 * as a link to that field (the messages stay at the fields too), or the one reason nothing was
 * stored (a limit).
 */
export function PostedSummary({
  posted,
  fieldId,
  onPrimary,
}: {
  posted: PostedForm | null;
  fieldId: (field: string) => string;
  /** On the primary-coloured band (the newsletter box): light text on translucent white. */
  onPrimary?: boolean;
}) {
  const text = useFormText();
  if (!posted) return null;
  const errors = Object.entries(posted.fieldErrors);
  return (
    <div
      role="alert"
      className={clsx(
        "rounded-md border p-3 text-sm",
        onPrimary ? "mb-3 border-white/40 bg-white/10 text-white" : "border-destructive/30 bg-destructive/5 text-destructive",
      )}
    >
      {errors.length > 0 ? (
        <>
          <p className="font-semibold">{text(posted.error)}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {errors.map(([field, message]) => (
              <li key={field}>
                <a href={`#${fieldId(field)}`} className="underline underline-offset-2">
                  {text(message)}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="font-medium">{text(posted.error)}</p>
      )}
    </div>
  );
}

/** Under every inquiry form: what happens next (a reply, or for a call-back a call) and what happens to the visitor's data. */
export function FormPromise({ promise }: { promise?: string }) {
  const { replyPromise } = useNextSteps();
  return (
    <p className="text-xs text-muted-foreground">
      {promise ?? replyPromise} <PrivacyNote linkClassName="hover:text-foreground" />
    </p>
  );
}

/** Under the newsletter box: what subscribing gives and what happens to the address. */
export function NewsletterPromise() {
  const { newsletterNotice } = useNextSteps();
  return (
    <p className="mt-4 text-xs text-primary-foreground/75">
      {newsletterNotice} <PrivacyNote linkClassName="hover:text-primary-foreground" />
    </p>
  );
}

function PrivacyNote({ linkClassName }: { linkClassName: string }) {
  const { dataNotice, formNotesCopy } = useNextSteps();
  const href = localizedHref(useLocale(), dataNotice.href);
  return (
    <>
      {dataNotice.text}{" "}
      <a href={href} className={clsx("underline underline-offset-2", linkClassName)}>
        {dataNotice.linkText}
      </a>
      {formNotesCopy.sentenceEnd}
    </>
  );
}

/** Call or WhatsApp the firm: offered wherever a visitor has just sent something and may want to talk now. */
export function ContactOptions({ className }: { className?: string }) {
  const { phones, whatsappUrl } = useSiteView();
  const { formNotesCopy: copy } = useNextSteps();
  const { newTab } = useChromeCopy();
  const phone = phones[0];
  return (
    <div className={className ?? "flex flex-wrap justify-center gap-3"}>
      <a className={buttonVariants({ variant: "outline" })} href={phone.href}>
        <Phone aria-hidden="true" />
        {`${copy.call} ${phone.text}`}
      </a>
      <a className={buttonVariants({ variant: "outline" })} href={whatsappUrl} target="_blank" rel="noopener noreferrer">
        <MessageCircle aria-hidden="true" />
        {copy.whatsapp}
        <span className="sr-only">{` ${newTab}`}</span>
      </a>
    </div>
  );
}

/** The public reference a submission was stored under, for the visitor to quote when following it up. */
export function ReferenceNote({ reference }: { reference: string }) {
  const { reference: words } = useNextSteps().formNotesCopy;
  return (
    <p>
      {`${words.before} `}
      <strong className="font-mono text-foreground">{reference}</strong>
      {words.after}
    </p>
  );
}

/** After a submission: the ways to reach a person now, for a visitor who cannot wait for the reply. */
export function TalkSooner({ className }: { className: string }) {
  return (
    <div className={className}>
      <p className="text-sm text-muted-foreground">{useNextSteps().formNotesCopy.talkSooner}</p>
      <ContactOptions />
    </div>
  );
}
