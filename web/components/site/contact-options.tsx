import { MessageCircle, Phone } from "lucide-react";
import { site } from "#core/content/site";
import { Button } from "../ui/button";

/** Call or WhatsApp the firm: offered wherever a visitor has just sent something and may want to talk now. */
export function ContactOptions({ className }: { className?: string }) {
  return (
    <div className={className ?? "flex flex-wrap justify-center gap-3"}>
      <Button asChild variant="outline">
        <a href={site.phoneHref}>
          <Phone aria-hidden="true" />
          Call {site.phone}
        </a>
      </Button>
      <Button asChild variant="outline">
        <a href={site.whatsappUrl} target="_blank" rel="noopener noreferrer">
          <MessageCircle aria-hidden="true" />
          WhatsApp us
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </Button>
    </div>
  );
}
