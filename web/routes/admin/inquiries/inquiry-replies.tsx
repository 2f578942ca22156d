import { Loader2, NotebookPen, Send } from "lucide-react";
import { formatDateTime } from "#core/format/date";
import { replyStarter } from "#core/site/lead-reply";
import { inquiryNoteSchema, replyBeyondStarter } from "#core/schemas/inquiry";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { useForm } from "@/lib/use-form";
import { cn } from "@/lib/utils";
import { type InquiryRow, type InquiryThread, useAddNote, useInquiryThread, useSendReply } from "../data/inquiries";
import { entryTitle } from "../leads/thread-entry";
import { useStaffName } from "../data/session";

function Thread({ thread, isError }: { thread: InquiryThread | undefined; isError: boolean }) {
  if (isError) return <p className="text-sm text-muted-foreground">The replies and notes could not be loaded.</p>;
  if (!thread) return <p className="text-sm text-muted-foreground">Loading replies and notes…</p>;
  if (thread.messages.length === 0) return <p className="text-sm text-muted-foreground">No replies or notes yet.</p>;
  return (
    <ol aria-label="Replies and notes, oldest first" className="space-y-3">
      {thread.messages.map((message) => {
        const note = message.kind === "note";
        // The lead desk's entries (a stage moved, an assignment, a contact) are lines, not messages.
        const event = message.kind === "stage" || message.kind === "assigned" || message.kind === "contacted";
        return (
          <li key={message.id} className={cn("rounded-md border p-3", note ? "border-amber-300 bg-amber-50" : event ? "border-dashed bg-background py-2" : "bg-muted/40")}>
            <p className="text-xs text-muted-foreground">
              <span className="font-semibold text-foreground">{entryTitle(message.kind, message.detail)}</span> ·{" "}
              {message.adminName ?? "A former staff member"} · {formatDateTime(message.createdAt)}
            </p>
            {message.body ? <p className="mt-1 text-sm whitespace-pre-wrap">{message.body}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}

/** A note for colleagues: never mailed, never shown to the visitor. */
function NoteForm({ inquiry }: { inquiry: InquiryRow }) {
  const add = useAddNote(inquiry.id);
  const form = useForm({
    schema: inquiryNoteSchema,
    initial: { body: "" },
    submit: add.mutateAsync,
    onSuccess: (): void => form.reset(),
  });
  return (
    <form {...form.form} className="space-y-3">
      <FormField label="Private Note" error={form.errors.body} hint="Seen by the staff only; the visitor is not told.">
        <Textarea {...form.text("body")} rows={3} placeholder="e.g. Called back on Monday; sending the GST checklist." />
      </FormField>
      <Button type="submit" variant="secondary" disabled={form.submitting}>
        {form.submitting ? <Loader2 className="animate-spin" aria-hidden /> : <NotebookPen aria-hidden />}
        {form.submitting ? "Saving..." : "Add Note"}
      </Button>
    </form>
  );
}

/**
 * The thread of an inquiry, oldest first: replies mailed to the visitor and private staff notes;
 * the box to send a reply (once Reply via Email opened it, mail being on) and to add a note. A
 * reply that could not be sent stays in the box; a sent one empties it and marks the inquiry replied.
 */
export function InquiryReplies({ inquiry, composing }: { inquiry: InquiryRow; composing: boolean }) {
  const { thread, isError } = useInquiryThread(inquiry.id);
  const send = useSendReply(inquiry.id);
  // The greeting and the sign-off in the visitor's language (a Hindi lead's in Hindi): the staff write the middle.
  const starter = replyStarter(inquiry.topic, useStaffName());
  const form = useForm({
    schema: replyBeyondStarter(starter),
    initial: { body: starter },
    submit: send.mutateAsync,
    onSuccess: (): void => form.reset(),
  });

  return (
    <section aria-labelledby="inquiry-replies-heading" className="space-y-3 border-t pt-4">
      <h3 id="inquiry-replies-heading" className="font-semibold">
        Replies and Notes
      </h3>
      <Thread thread={thread} isError={isError} />
      {composing ? (
        <form {...form.form} className="space-y-3">
          <FormField
            label="Your Reply"
            error={form.errors.body}
            hint={thread ? `To ${inquiry.email} · Subject: ${thread.subject}. Their answer comes to your address.` : undefined}
          >
            {/* Opened by a click on Reply via Email: the writer's next keystroke belongs here. */}
            <Textarea
              {...form.text("body")}
              rows={8}
              autoFocus
              placeholder={`Write to ${inquiry.name}…`}
              // Untouched, the caret waits on the empty line under the greeting.
              onFocus={(event) => {
                const box = event.currentTarget;
                if (box.value !== starter) return;
                const at = starter.indexOf("\n\n") + 2;
                box.setSelectionRange(at, at);
              }}
            />
          </FormField>
          <Button type="submit" disabled={form.submitting}>
            {form.submitting ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
            {form.submitting ? "Sending..." : "Send Reply"}
          </Button>
        </form>
      ) : null}
      <NoteForm inquiry={inquiry} />
    </section>
  );
}
