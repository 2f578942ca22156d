import { MessageCircle } from "@/components/site/icons";
import { whatsappGreeting, whatsappTopicMessage, withWhatsAppMessage } from "#core/format/whatsapp-message";
import { useLocale } from "@/lib/locale";
import { useSiteView } from "../../lib/site-settings";
import { ExternalLink } from "./external-link";
import { useChromeCopy } from "@/lib/chrome";

/**
 * The floating chat button on every public page; on a phone it floats above the action bar
 * (./phone-action-bar.tsx) instead of over it. On a page about a service or sub-service (its
 * route's whatsappTopic) the chat opens naming it; elsewhere with the general greeting.
 */
export function WhatsAppButton({ topic }: { topic?: string }) {
  const { whatsappUrl } = useSiteView();
  const locale = useLocale();
  // The settings' link carries the English greeting; a Hindi page words its own.
  const message = topic ? whatsappTopicMessage(topic, locale) : locale === "hi" ? whatsappGreeting(locale) : null;
  return (
    <ExternalLink
      href={message ? withWhatsAppMessage(whatsappUrl, message) : whatsappUrl}
      aria-label={useChromeCopy().whatsapp}
      className="fixed right-5 bottom-20 z-40 flex size-14 items-center justify-center rounded-full bg-green-600 text-white shadow-lg transition hover:scale-105 hover:bg-green-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 motion-reduce:transition-none motion-reduce:hover:scale-100 md:bottom-5"
    >
      <MessageCircle className="size-7" aria-hidden="true" />
    </ExternalLink>
  );
}
