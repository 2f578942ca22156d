import { Loader2, MessageCircle, Phone } from "lucide-react";
import { useState } from "react";
import { type ContactChannel, contactChannelLabels } from "#core/taxonomies/lead-desk";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import type { InquiryRow } from "../data/inquiries";
import { useRecordContact } from "../data/lead-desk";

/**
 * Staff confirm a WhatsApp chat or a call they made (the panel's links open the app, which the
 * admin cannot see): it goes into the thread as "Contacted by WhatsApp/phone", with an optional
 * line on how it went, and counts as the lead's first response. `asked` is the channel whose link
 * was just used, so the question comes to the staff member rather than waiting to be found.
 */
export function ContactLog({ inquiry, asked, onDone }: { inquiry: InquiryRow; asked: ContactChannel | null; onDone: () => void }) {
  const record = useRecordContact(inquiry.id);
  const [chosen, setChosen] = useState<ContactChannel | null>(null);
  const [note, setNote] = useState("");
  const channel = chosen ?? asked;

  function finish() {
    setChosen(null);
    setNote("");
    onDone();
  }

  if (!channel) {
    return (
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => setChosen("phone")}>
          <Phone aria-hidden /> Log a Call
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => setChosen("whatsapp")}>
          <MessageCircle aria-hidden /> Log a WhatsApp Chat
        </Button>
      </div>
    );
  }
  return (
    <div role="group" aria-label="Record the contact" className="space-y-2 rounded-md border border-primary/30 bg-primary/5 p-3">
      <p className="text-sm font-medium">
        Did you reach {inquiry.name} by {contactChannelLabels[channel]}?
      </p>
      <label className="block text-sm">
        <span className="text-muted-foreground">How it went (optional)</span>
        <Textarea className="mt-1" rows={2} value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} placeholder="e.g. Will send the documents by Friday." />
      </label>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" disabled={record.isPending} onClick={() => void record.mutateAsync({ channel, note: note || null }).then(finish, () => undefined)}>
          {record.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
          Yes, Record It
        </Button>
        <Button type="button" size="sm" variant="ghost" disabled={record.isPending} onClick={finish}>
          Not Now
        </Button>
      </div>
    </div>
  );
}
