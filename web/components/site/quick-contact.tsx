import * as quickContactEn from "#core/content/quick-contact";
import * as quickContactHi from "#core/content/hi/quick-contact";
import { useContent } from "@/lib/locale";
import { PhoneActionBar } from "./phone-action-bar";
import { WhatsAppButton } from "./whatsapp-button";

interface QuickContactProps {
  /** The service the page is about, for the WhatsApp message. */
  topic?: string;
  /** The page holds the call-back form, so "Call me back" jumps to it in place. */
  callbackOnPage: boolean;
}

/**
 * The ways to reach us that stay on screen: the phone action bar and the WhatsApp button, in one
 * landmark, so no content of the page sits outside one.
 */
export function QuickContact({ topic, callbackOnPage }: QuickContactProps) {
  const copy = useContent({ en: quickContactEn, hi: quickContactHi }).quickContactCopy;
  return (
    <aside aria-label={copy.label}>
      <PhoneActionBar callbackOnPage={callbackOnPage} />
      <WhatsAppButton topic={topic} />
    </aside>
  );
}
