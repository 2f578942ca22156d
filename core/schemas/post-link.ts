/**
 * Where a link in a post may point: absolute http(s) and mailto, a fragment on the page, or a path
 * on this site — one `/` then anything but another `/` or `\` (browsers read `//` and `/\` as
 * another host), with no whitespace or backslash anywhere. The server's sanitiser empties any other
 * href; the editor's link dialog refuses it before it gets there.
 */
export const POST_LINK_URL = /^(?:https?:\/\/|mailto:|#|\/(?![/\\])[^\s\\]*$)/i;

export const POST_LINK_MESSAGE = "Enter a web address starting with https://, an email as mailto:name@example.com, or a page on this site such as /services.";

/** The link dialog's check: the sanitiser's rule, and an address that names a host or a mailbox. */
export function postLinkError(href: string): string | null {
  if (href === "") return "Enter the address the link should open.";
  if (!POST_LINK_URL.test(href) || /\s/.test(href)) return POST_LINK_MESSAGE;
  if (/^https?:/i.test(href)) {
    try {
      if (!new URL(href).hostname.includes(".")) return POST_LINK_MESSAGE;
    } catch {
      return POST_LINK_MESSAGE;
    }
  }
  if (/^mailto:/i.test(href) && !/^mailto:[^@\s]+@[^@\s]+\.[^@\s]+$/i.test(href)) return POST_LINK_MESSAGE;
  return null;
}
