import { type PDFFont, type PDFPage, rgb } from "pdf-lib";

export const PAGE = { width: 595.28, height: 841.89, margin: 50 };
export const COLORS = {
  primary: rgb(0.192, 0.18, 0.506), // #312e81
  accent: rgb(0.961, 0.62, 0.043), // #f59e0b
  text: rgb(0.2, 0.255, 0.333), // #334155
  muted: rgb(0.392, 0.455, 0.545), // #64748b
  white: rgb(1, 1, 1),
};

/** Breaks text into lines no wider than `maxWidth` at this font size. */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes top-down on one page, keeping track of the baseline. */
export class Cursor {
  y: number;
  constructor(
    readonly page: PDFPage,
    readonly fonts: { regular: PDFFont; bold: PDFFont },
    top: number,
  ) {
    this.y = top;
  }

  get width() {
    return PAGE.width - 2 * PAGE.margin;
  }

  paragraph(text: string, { size = 10, bold = false, color = COLORS.text, indent = 0, gap = 4 } = {}) {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    for (const line of wrapText(text, font, size, this.width - indent)) {
      this.y -= size * 1.4;
      this.page.drawText(line, { x: PAGE.margin + indent, y: this.y, size, font, color });
    }
    this.y -= gap;
  }

  heading(text: string) {
    this.y -= 12;
    this.paragraph(text, { size: 13, bold: true, color: COLORS.primary, gap: 2 });
    this.page.drawRectangle({ x: PAGE.margin, y: this.y - 2, width: 36, height: 2, color: COLORS.accent });
    this.y -= 8;
  }

  bullets(items: string[], marker: (index: number) => string = () => "-") {
    items.forEach((item, index) => {
      const top = this.y;
      this.paragraph(item, { indent: 16, gap: 2 });
      this.page.drawText(marker(index), {
        x: PAGE.margin + 2,
        y: top - 10 * 1.4,
        size: 10,
        font: this.fonts.bold,
        color: COLORS.accent,
      });
    });
  }
}
