import { Loader2, Send } from "lucide-react";
import { formatDateTime } from "#core/format/date";
import { inquiryReplySchema } from "#core/schemas/inquiry";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { useForm } from "@/lib/use-form";
import { type InquiryRow, type InquiryThread, useInquiryThread, useSendReply } from "../data/inquiries";

function Thread({ thread, isError }: { thread: InquiryThread | undefined; isError: boolean }) {
  if (isError) return <p className="text-sm text-muted-foreground">The replies could not be loaded.</p>;
  if (!thread) return <p className="text-sm text-muted-foreground">Loading replies…</p>;
  if (thread.messages.length === 0) return <p className="text-sm text-muted-foreground">No replies yet.</p>;
  return (
    <ol aria-label="Replies, oldest first" className="space-y-3">
      {thread.messages.map((message) => (
        <li key={message.id} className="rounded-md border bg-muted/40 p-3">
          <p className="text-xs text-muted-foreground">
            {message.adminEmail ?? "A former staff member"} · {formatDateTime(message.createdAt)}
          </p>
          <p className="mt-1 text-sm whitespace-pre-wrap">{message.body}</p>
        </li>
      ))}
    </ol>
  );
}

/**
 * The replies mailed to the visitor, oldest first, and the box to send another. A reply that
 * could not be sent stays in the box; a sent one empties it and marks the inquiry replied.
 */
export function InquiryReplies({ inquiry, canReply }: { inquiry: InquiryRow; canReply: boolean }) {
  const { thread, isError } = useInquiryThread(inquiry.id);
  const send = useSendReply(inquiry.id);
  const form = useForm({
    schema: inquiryReplySchema,
    initial: { body: "" },
    submit: send.mutateAsync,
    onSuccess: (): void => form.reset(),
  });
  if (!canReply && thread?.messages.length === 0) return null;

  return (
    <section aria-labelledby="inquiry-replies-heading" className="space-y-3 border-t pt-4">
      <h3 id="inquiry-replies-heading" className="font-semibold">
        Replies
      </h3>
      <Thread thread={thread} isError={isError} />
      {canReply ? (
        <form {...form.form} className="space-y-3">
          <FormField
            label="Your Reply"
            error={form.errors.body}
            hint={thread ? `To ${inquiry.email} · Subject: ${thread.subject}. Their answer comes to your address.` : undefined}
          >
            <Textarea {...form.text("body")} rows={6} placeholder={`Write to ${inquiry.name}…`} />
          </FormField>
          <Button type="submit" disabled={form.submitting}>
            {form.submitting ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
            {form.submitting ? "Sending..." : "Send Reply"}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
