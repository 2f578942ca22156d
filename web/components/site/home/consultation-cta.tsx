import { Headset } from "@/components/site/icons";
import * as homeEn from "#core/content/home";
import * as homeHi from "#core/content/hi/home";
import { useContent } from "@/lib/locale";
import { useSiteView } from "@/lib/site-settings";
import { Badge } from "../../ui/badge";
import { BookingButton } from "../booking-button";
import { CtaPanel } from "../cta-panel";

export function ConsultationCta() {
  const { cta } = useContent({ en: homeEn, hi: homeHi }).homeCopy;
  const { supportBadge } = useSiteView();
  return (
    <CtaPanel
      id="cta-heading"
      title={cta.title}
      description={cta.description}
      before={
        <Badge className="mb-6 gap-1.5 bg-accent px-3 py-1 text-sm text-accent-foreground">
          <Headset className="size-4" aria-hidden="true" />
          {supportBadge}
        </Badge>
      }
    >
      <BookingButton className="bg-accent text-accent-foreground hover:bg-accent/90">{cta.button}</BookingButton>
    </CtaPanel>
  );
}
