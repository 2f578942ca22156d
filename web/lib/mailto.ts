/**
 * A `mailto:` link whose every part is percent-encoded: the local part and the domain separately (split
 * at the last `@`), and the subject. Characters such as `?`, `&` or `%` in a stored address then stay
 * part of the address instead of starting extra headers (`?bcc=`) in the visitor's mail client.
 */
export function mailtoHref(address: string, subject?: string): string {
  const at = address.lastIndexOf("@");
  const encoded =
    at < 0
      ? encodeURIComponent(address)
      : `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
  return subject === undefined ? `mailto:${encoded}` : `mailto:${encoded}?subject=${encodeURIComponent(subject)}`;
}
