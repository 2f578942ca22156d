import { createContext, use } from "react";
import type { SiteView } from "#core/format/site-settings";
import type { Locale } from "#core/i18n/locale";
import type { PostedForm } from "#core/site/posted-form";

/**
 * What the page around a component tells it: the site settings as pages show them, the page's own
 * address (where its forms post without JavaScript) and the refused post it answers, if any. The
 * site layout provides it while the worker renders the page; each island (web/islands) provides
 * the same value in the browser, read from the page's data block, so a form renders there exactly
 * as the server wrote it, without the router.
 */
export interface PageContextValue {
  site: SiteView;
  /** The page's language, from its path: its islands speak it too. */
  locale: Locale;
  /** The page's path and query: a form's `action`. */
  action: string;
  /** A form of this page posted without JavaScript and refused (worker/submissions/form-posts.ts). */
  posted: PostedForm | null;
}

export const PageContext = createContext<PageContextValue | null>(null);

export function usePage(): PageContextValue {
  const page = use(PageContext);
  if (!page) throw new Error("usePage is used outside a public page");
  return page;
}
