import { inflateSync } from "node:zlib";

/**
 * The text a PDF written by pdf-lib draws (scripts/brochures): its content streams are inflated and
 * the strings of their text operators (hex `<…>` as pdf-lib writes them, or literal `(…)`) joined
 * with spaces. Enough to check what a brochure says, not a general PDF reader.
 */
export function pdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString("latin1");
  const strings: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1], "latin1")).toString("latin1");
    } catch {
      content = match[1];
    }
    for (const [, hex, literal] of content.matchAll(/(?:<([0-9A-Fa-f\s]*)>|\(((?:\\.|[^\\)])*)\))\s*Tj/g)) {
      strings.push(hex !== undefined ? Buffer.from(hex.replace(/\s/g, ""), "hex").toString("latin1") : literal.replace(/\\(.)/g, "$1"));
    }
  }
  return strings.join(" ");
}
