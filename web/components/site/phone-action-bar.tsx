import * as quickContactEn from "#core/content/quick-contact";
import * as quickContactHi from "#core/content/hi/quick-contact";
import { localizedHref } from "#core/site/hindi-pages";
import { useContent, useLocale } from "@/lib/locale";
import { useSiteView } from "../../lib/site-settings";
import { buttonVariants } from "../ui/button-variants";

/**
 * The bar fixed to the bottom of a phone's screen (below md): call the firm's first number, or ask
 * for a call back. Plain links, so both work before (or without) the page's script. The page keeps
 * room for it (web/styles.css, `data-phone-action-bar`), so it covers nothing at the end of a page.
 * Words without icons, which would weigh on every page.
 */
export function PhoneActionBar({ callbackOnPage }: { callbackOnPage: boolean }) {
  const [phone] = useSiteView().phones;
  const copy = useContent({ en: quickContactEn, hi: quickContactHi }).quickContactCopy;
  const locale = useLocale();
  return (
    <div
      data-phone-action-bar=""
      className="fixed inset-x-0 bottom-0 z-40 grid h-16 grid-cols-2 items-center gap-3 border-t bg-white/95 px-4 shadow-[0_-4px_12px_rgb(15_23_42/0.08)] backdrop-blur md:hidden"
    >
      <a href={phone.href} className={buttonVariants({ variant: "outline" })}>
        {copy.call}
      </a>
      <a href={callbackOnPage ? `#${copy.callbackId}` : localizedHref(locale, `/contact#${copy.callbackId}`)} className={buttonVariants()}>
        {copy.callMeBack}
      </a>
    </div>
  );
}
