import { CalendarCheck, MessageCircle } from "lucide-react";
import { useSiteView } from "@/lib/site-settings";
import { buttonVariants } from "../../ui/button-variants";

/** For visitors who would rather chat or pick a slot than write: WhatsApp and the booking page. */
export function QuickContactCallout() {
  const view = useSiteView();
  return (
    <section aria-labelledby="quick-contact-heading" className="rounded-xl bg-primary p-6 text-primary-foreground">
      <h2 id="quick-contact-heading" className="text-lg font-semibold">
        Prefer a quicker conversation?
      </h2>
      <p className="mt-2 text-sm text-primary-foreground/85">
        Chat with us on WhatsApp, or book a free 30-minute consultation at a time that suits you.
      </p>
      <div className="mt-5 flex flex-col gap-3">
        <a className={buttonVariants({ variant: "secondary" })} href={view.whatsappUrl} target="_blank" rel="noopener noreferrer">
          <MessageCircle aria-hidden="true" />
          Chat on WhatsApp
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        <a className={buttonVariants({ variant: "outline", className: "text-foreground" })} href={view.bookingUrl} target="_blank" rel="noopener noreferrer">
          <CalendarCheck aria-hidden="true" />
          Book a Consultation
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </section>
  );
}
