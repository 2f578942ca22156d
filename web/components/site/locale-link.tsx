import { Link as RouterLink, NavLink as RouterNavLink, type LinkProps, type NavLinkProps } from "react-router-dom";
import { localizedHref } from "#core/site/hindi-pages";
import { useLocale } from "@/lib/locale";

/*
 * The public site's links. Content names pages by their English paths; on a Hindi page these lead
 * to the Hindi twin where there is one (core/site/hindi-pages.ts), so no component or content
 * module spells out a language.
 */

export function Link({ to, ...props }: LinkProps & { to: string }) {
  return <RouterLink to={localizedHref(useLocale(), to)} {...props} />;
}

export function NavLink({ to, ...props }: NavLinkProps & { to: string }) {
  return <RouterNavLink to={localizedHref(useLocale(), to)} {...props} />;
}
