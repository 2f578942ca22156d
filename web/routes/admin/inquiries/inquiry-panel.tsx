import { Download, Mail, MessageCircle, Phone, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { formatDateTime } from "#core/format/date";
import { telHref, whatsappChatUrl, whatsappNumber } from "#core/format/phone";
import { inquiryGreeting } from "#core/format/whatsapp-message";
import { firstNameOf, replySubject } from "#core/site/lead-reply";
import { languageNames, languageTags, type Locale } from "#core/i18n/locale";
import { inquiryLanguageLabels, type InquiryStatus, inquiryTypeLabel, NO_EMAIL_GIVEN } from "#core/taxonomies/inquiries";
import type { ContactChannel } from "#core/taxonomies/lead-desk";
import { Button } from "@/components/ui/button";
import { mailtoHref } from "@/lib/mailto";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { ConfirmDialog } from "../components/confirm-dialog";
import { type InquiryRow, resumeHref } from "../data/inquiries";
import { useMailStatus } from "../data/mail-status";
import { useStaffName } from "../data/session";
import { LeadDeskSection } from "../leads/lead-desk-section";
import { InquiryReplies } from "./inquiry-replies";
import { InquiryStatusBadge } from "./inquiry-status-badge";

interface InquiryPanelProps {
  inquiry: InquiryRow | null;
  onClose: () => void;
  onSetStatus: (status: InquiryStatus) => void;
  onDelete: () => void;
  busy: boolean;
}

export const DELETE_INQUIRY_QUESTION = "Are you sure you want to delete this inquiry?";

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1 break-words">{children}</dd>
    </div>
  );
}

/** "English", or "Hindi (हिंदी)": the admin's English name, then the language's own, marked as that language. */
function InquiryLanguage({ language }: { language: Locale }) {
  if (language === "en") return <>{inquiryLanguageLabels.en}</>;
  return (
    <>
      {inquiryLanguageLabels[language]} (<span lang={languageTags[language].html}>{languageNames[language]}</span>)
    </>
  );
}

const linkClass = "inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline";

/**
 * The visitor's number with a call link and, for a mobile, a WhatsApp chat link (in international
 * form, so a number typed as "98765 43210" or "098765 43210" dials from anywhere), whose chat opens
 * with a greeting naming the firm and what the visitor wrote about, in the visitor's language, signed
 * with the staff member's first name. A number that cannot be read
 * as one is shown as typed, without links, and the panel says why.
 */
function VisitorPhone({ inquiry, phone, onContact }: { inquiry: InquiryRow; phone: string; onContact: (channel: ContactChannel) => void }) {
  const signature = useStaffName();
  const tel = telHref(phone);
  const chat = whatsappNumber(phone);
  return (
    <span className="flex flex-wrap items-center gap-x-4 gap-y-1">
      <span>{phone}</span>
      {tel ? null : <span className="text-xs text-muted-foreground">No call or WhatsApp link: this is not a phone number we can dial as written.</span>}
      {tel ? (
        <a className={linkClass} href={tel} onClick={() => onContact("phone")}>
          <Phone className="size-4" aria-hidden /> Call
        </a>
      ) : null}
      {chat ? (
        <a className={linkClass} href={whatsappChatUrl(chat, inquiryGreeting({ ...inquiry.topic, callbackTime: inquiry.callbackTime }, firstNameOf(signature)))} target="_blank" rel="noopener noreferrer" onClick={() => onContact("whatsapp")}>
          <MessageCircle className="size-4" aria-hidden /> WhatsApp<span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
    </span>
  );
}

/**
 * The spec's Reply via Email. Once MAIL_FROM is set, replies are mailed from the panel, so it opens
 * the reply box there (and the reply joins the thread); until then, or while unknown, it is the
 * mailto link to the visitor. A call-back request without an email has no one to mail: the button
 * stays, disabled, with the reason under it.
 */
function ReplyViaEmail({ inquiry, canReply, onCompose }: { inquiry: InquiryRow; canReply: boolean; onCompose: () => void }) {
  if (!inquiry.email) {
    return (
      <div className="space-y-1">
        <Button disabled className="w-full" aria-describedby="reply-via-email-reason">
          <Mail aria-hidden /> Reply via Email
        </Button>
        <p id="reply-via-email-reason" className="text-center text-xs text-muted-foreground">
          {NO_EMAIL_GIVEN}
        </p>
      </div>
    );
  }
  if (canReply) {
    return (
      <Button onClick={onCompose}>
        <Mail aria-hidden /> Reply via Email
      </Button>
    );
  }
  const subject = replySubject(inquiry.topic);
  return (
    <Button asChild>
      <a href={mailtoHref(inquiry.email, subject)}>
        <Mail aria-hidden /> Reply via Email
      </a>
    </Button>
  );
}

/** One inquiry in full. Everything a visitor typed is rendered as text, never as HTML. */
export function InquiryPanel({ inquiry, onClose, onSetStatus, onDelete, busy }: InquiryPanelProps) {
  const canReply = useMailStatus()?.replies === true;
  // The reply box opens for one inquiry at a time: another inquiry starts with it closed.
  const [composingFor, setComposingFor] = useState<number | null>(null);
  // The channel whose link was just used: the lead desk asks whether to record the contact.
  const [asked, setAsked] = useState<{ id: number; channel: ContactChannel } | null>(null);
  return (
    <Sheet open={inquiry !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent side="right">
        {inquiry ? (
          <>
            <SheetHeader>
              <SheetTitle>Inquiry Details</SheetTitle>
              <SheetDescription className="flex items-center gap-2">
                <InquiryStatusBadge status={inquiry.status} />
                <span>{formatDateTime(inquiry.createdAt)}</span>
              </SheetDescription>
            </SheetHeader>
            <dl className="space-y-4">
              <Detail label="Reference">
                <span className="font-mono">{inquiry.reference ?? "—"}</span>
              </Detail>
              <Detail label="Name">{inquiry.name}</Detail>
              <Detail label="Email">
                {inquiry.email ? (
                  <a className="text-primary underline-offset-4 hover:underline" href={mailtoHref(inquiry.email)}>
                    {inquiry.email}
                  </a>
                ) : (
                  <span className="text-muted-foreground">{NO_EMAIL_GIVEN}</span>
                )}
              </Detail>
              {inquiry.phone ? (
                <Detail label="Phone">
                  <VisitorPhone inquiry={inquiry} phone={inquiry.phone} onContact={(channel) => setAsked({ id: inquiry.id, channel })} />
                </Detail>
              ) : null}
              <Detail label="Type">{inquiryTypeLabel(inquiry.type)}</Detail>
              {inquiry.jobTitle ? <Detail label="Related Job">{inquiry.jobTitle}</Detail> : null}
              {inquiry.service ? <Detail label="Service">{inquiry.service}</Detail> : null}
              {inquiry.options?.length ? <Detail label="Selected Options">{inquiry.options.join(", ")}</Detail> : null}
              {inquiry.subject ? <Detail label="Subject">{inquiry.subject}</Detail> : null}
              {inquiry.sourcePage ? (
                <Detail label="Sent From">
                  <a className="text-primary underline-offset-4 hover:underline" href={inquiry.sourcePage} target="_blank" rel="noreferrer">
                    {inquiry.sourcePage}
                  </a>
                </Detail>
              ) : null}
              <Detail label="Language">
                <InquiryLanguage language={inquiry.language} />
              </Detail>
              {inquiry.referrer ? <Detail label="Came From">{inquiry.referrer}</Detail> : null}
              {inquiry.utmSource || inquiry.utmMedium || inquiry.utmCampaign ? (
                <Detail label="Campaign">
                  {[inquiry.utmSource, inquiry.utmMedium, inquiry.utmCampaign].map((tag) => tag || "—").join(" / ")}
                  <span className="sr-only"> (source / medium / campaign)</span>
                </Detail>
              ) : null}
              <Detail label="Message">
                <span className="whitespace-pre-wrap">{inquiry.message || "—"}</span>
              </Detail>
              {inquiry.hasResume ? (
                <Detail label="Résumé">
                  <a className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline" href={resumeHref(inquiry.id)} download>
                    <Download className="size-4" aria-hidden /> Download Resume
                  </a>
                </Detail>
              ) : null}
            </dl>
            <LeadDeskSection key={`desk-${inquiry.id}`} inquiry={inquiry} asked={asked?.id === inquiry.id ? asked.channel : null} onAsked={() => setAsked(null)} />
            <InquiryReplies key={inquiry.id} inquiry={inquiry} composing={canReply && !!inquiry.email && composingFor === inquiry.id} />
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              <Button variant="secondary" disabled={busy || inquiry.status === "read"} onClick={() => onSetStatus("read")}>
                Mark as Read
              </Button>
              <Button variant="secondary" disabled={busy || inquiry.status === "replied"} onClick={() => onSetStatus("replied")}>
                Mark as Replied
              </Button>
              <ReplyViaEmail inquiry={inquiry} canReply={canReply} onCompose={() => setComposingFor(inquiry.id)} />
              <ConfirmDialog
                question={DELETE_INQUIRY_QUESTION}
                onConfirm={onDelete}
                trigger={
                  <Button variant="destructive" disabled={busy}>
                    <Trash2 aria-hidden /> Delete Inquiry
                  </Button>
                }
              />
              <SheetClose asChild>
                <Button variant="outline" className="sm:col-span-2">
                  Close
                </Button>
              </SheetClose>
            </div>
          </>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}
