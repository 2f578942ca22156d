/** A block of admin-typed plain text: a paragraph (its lines kept), or a list the admin typed with dashes or numbers. */
export type TextBlock = { kind: "paragraph"; lines: string[] } | { kind: "bullets" | "numbers"; items: string[] };

const BULLET = /^\s*[-*•–]\s+(.*)$/;
const NUMBER = /^\s*\d{1,2}[.)]\s+(.*)$/;

/**
 * Reads plain text the way its writer meant it: lines starting with "-", "*", "•" or "–" become a
 * bulleted list, lines starting with "1." or "1)" a numbered one, and the rest paragraphs (split at
 * blank lines). It only ever yields text: nothing typed becomes markup.
 */
export function textBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: "paragraph", lines: paragraph });
    paragraph = [];
  };
  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    const bullet = BULLET.exec(line);
    const number = bullet ? null : NUMBER.exec(line);
    const item = bullet ?? number;
    if (item) {
      endParagraph();
      const kind = bullet ? "bullets" : "numbers";
      const last = blocks.at(-1);
      if (last && last.kind === kind) last.items.push(item[1]);
      else blocks.push({ kind, items: [item[1]] });
    } else if (line === "") {
      endParagraph();
    } else {
      const last = blocks.at(-1);
      // A line right after a list item, indented in the source, continues that item.
      if (paragraph.length === 0 && last && last.kind !== "paragraph" && /^\s+/.test(raw)) last.items[last.items.length - 1] += ` ${line}`;
      else paragraph.push(line);
    }
  }
  endParagraph();
  return blocks;
}
