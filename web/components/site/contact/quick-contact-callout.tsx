import { CalendarCheck, MessageCircle } from "@/components/site/icons";
import { useSiteView } from "@/lib/site-settings";
import * as contactEn from "#core/content/contact-page";
import * as contactHi from "#core/content/hi/contact-page";
import { useChromeCopy } from "@/lib/chrome";
import { useContent } from "@/lib/locale";
import { buttonVariants } from "../../ui/button-variants";

/** For visitors who would rather chat or pick a slot than write: WhatsApp and the booking page. */
export function QuickContactCallout() {
  const view = useSiteView();
  const copy = useContent({ en: contactEn, hi: contactHi }).contactPageCopy.quick;
  const { newTab } = useChromeCopy();
  return (
    <section aria-labelledby="quick-contact-heading" className="rounded-xl bg-primary p-6 text-primary-foreground">
      <h2 id="quick-contact-heading" className="text-lg font-semibold">
        {copy.heading}
      </h2>
      <p className="mt-2 text-sm text-primary-foreground/85">
        {copy.text}
      </p>
      <div className="mt-5 flex flex-col gap-3">
        <a className={buttonVariants({ variant: "secondary" })} href={view.whatsappUrl} target="_blank" rel="noopener noreferrer">
          <MessageCircle aria-hidden="true" />
          {copy.whatsapp}
          <span className="sr-only">{` ${newTab}`}</span>
        </a>
        <a className={buttonVariants({ variant: "outline", className: "text-foreground" })} href={view.bookingUrl} target="_blank" rel="noopener noreferrer">
          <CalendarCheck aria-hidden="true" />
          {copy.book}
          <span className="sr-only">{` ${newTab}`}</span>
        </a>
      </div>
    </section>
  );
}
