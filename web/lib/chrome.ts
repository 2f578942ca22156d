import * as en from "#core/content/site-chrome";
import * as hi from "#core/content/hi/site-chrome";
import { useContent } from "./locale";

/** The words of the page's frame (header, menus, footer, not-found page) in the page's language. */
export const useChromeCopy = () => useContent({ en, hi }).chromeCopy;
