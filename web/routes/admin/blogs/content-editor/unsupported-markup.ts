/** Markup the server keeps but the visual editor has no format for: it would flatten it to text. */
const UNSUPPORTED: [RegExp, string][] = [
  [/<table\b/i, "tables"],
  [/<h[1456]\b/i, "headings other than H2 and H3"],
  [/<pre\b/i, "preformatted text"],
  [/<u\b/i, "underlined text"],
];

/** What in this HTML the visual editor cannot show, in words for the admin ("tables"). */
export function unsupportedMarkup(html: string): string[] {
  return UNSUPPORTED.filter(([pattern]) => pattern.test(html)).map(([, name]) => name);
}
