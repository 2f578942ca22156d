import { escapeHtml } from "./text";

/** One labelled value of a mail, e.g. "Phone: +91 98930 11111"; `href` makes the value a link. */
export interface MailField {
  label: string;
  value: string;
  href?: string;
}

/** A link under a mail's fields: "Open the inquiries in the admin". */
export interface MailLink {
  text: string;
  href: string;
}

/** What a mail says, written once and rendered as both its plain-text and its HTML part. */
interface MailContent {
  /** The language of its words, as a BCP 47 tag for the HTML part's `<html lang>`: "en" unless given. */
  lang?: string;
  heading?: string;
  /** Paragraphs of text; line breaks inside one are kept. */
  paragraphs?: string[];
  fields?: MailField[];
  /** One link, or several (one under another): the morning digest's, one per section. */
  link?: MailLink | readonly MailLink[];
  /** A sign-off after the fields and the link, before the footer; line breaks are kept. */
  closing?: string;
  footer?: string;
}

const FONT = "font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937";

/** The mail's links, however many it was given. */
const linksOf = (link: MailContent["link"]): readonly MailLink[] => (link === undefined ? [] : "href" in link ? [link] : link);

function textPart({ heading, paragraphs = [], fields = [], link, closing, footer }: MailContent): string {
  const blocks = [
    heading,
    ...paragraphs,
    fields.map(({ label, value }) => (value.includes("\n") ? `${label}:\n${value}` : `${label}: ${value}`)).join("\n"),
    linksOf(link)
      .map(({ text, href }) => `${text}: ${href}`)
      .join("\n"),
    closing,
    footer ? `--\n${footer}` : undefined,
  ];
  return `${blocks.filter((block) => block).join("\n\n")}\n`;
}

function htmlPart({ lang = "en", heading, paragraphs = [], fields = [], link, closing, footer }: MailContent): string {
  const cell = "padding:6px 12px 6px 0;vertical-align:top";
  const value = (field: MailField) =>
    field.href ? `<a href="${escapeHtml(field.href)}">${escapeHtml(field.value)}</a>` : escapeHtml(field.value);
  const rows = fields.map(
    (field) =>
      `<tr><th align="left" style="${cell};color:#6b7280;font-weight:normal;white-space:nowrap">${escapeHtml(field.label)}</th>` +
      `<td style="${cell};white-space:pre-wrap">${value(field)}</td></tr>`,
  );
  return [
    `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"></head><body style="${FONT}">`,
    heading ? `<h1 style="font-size:18px;margin:0 0 16px">${escapeHtml(heading)}</h1>` : "",
    ...paragraphs.map((p) => `<p style="white-space:pre-wrap;margin:0 0 12px">${escapeHtml(p)}</p>`),
    rows.length ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows.join("")}</table>` : "",
    ...linksOf(link).map(({ text, href }) => `<p style="margin:0 0 16px"><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></p>`),
    closing ? `<p style="white-space:pre-wrap;margin:0 0 12px">${escapeHtml(closing)}</p>` : "",
    footer ? `<p style="color:#6b7280;font-size:13px;white-space:pre-wrap;margin:24px 0 0">${escapeHtml(footer)}</p>` : "",
    "</body></html>",
  ].join("");
}

/** The plain-text and HTML parts of a mail; every value is escaped in the HTML, never markup. */
export function renderMail(content: MailContent): { text: string; html: string } {
  return { text: textPart(content), html: htmlPart(content) };
}
