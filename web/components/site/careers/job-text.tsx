import { textBlocks } from "#core/format/text-blocks";
import type { StaffText } from "#core/i18n/staff-text";

/**
 * Admin-entered job text is stored as typed, unsanitised: it is rendered as text only, never as
 * HTML, with the lists its writer typed ("- B.Com") shown as lists rather than literal dashes. The
 * heading is the page's; the text is staff's, in the page's language where they wrote it (English,
 * marked so on a Hindi page, until they do).
 */
export function JobText({ id, title, text: { text, lang } }: { id: string; title: string; text: StaffText }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
        {title}
      </h2>
      <div lang={lang} className="mt-4 space-y-4 text-lg leading-relaxed text-slate-700">
        {textBlocks(text).map((block, i) =>
          block.kind === "paragraph" ? (
            <p key={i} className="whitespace-pre-line">
              {block.lines.join("\n")}
            </p>
          ) : block.kind === "bullets" ? (
            <ul key={i} className="list-disc space-y-1 pl-6">
              {block.items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </ul>
          ) : (
            <ol key={i} className="list-decimal space-y-1 pl-6">
              {block.items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </ol>
          ),
        )}
      </div>
    </section>
  );
}
