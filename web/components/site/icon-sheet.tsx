import type { LucideIcon } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import type { IconSheet } from "./sprited-icon";

/**
 * The icons one server-rendered page draws, each as one <symbol> its <use>s point to
 * (./sprited-icon.tsx). Server only: it renders with react-dom/server.
 */
export class PageIconSheet implements IconSheet {
  private readonly symbols = new Map<LucideIcon, string>();

  symbolOf(drawing: LucideIcon): string {
    let id = this.symbols.get(drawing);
    if (!id) {
      id = `icon-${this.symbols.size + 1}`;
      this.symbols.set(drawing, id);
    }
    return id;
  }

  /**
   * The sheet as HTML, for the end of the page: an svg of no size, not displayed, that only defines.
   * Each symbol is Lucide's own drawing in its own viewBox; the stroke is the `icon` class's.
   */
  html(): string {
    if (this.symbols.size === 0) return "";
    const symbols = [...this.symbols].map(([Drawing, id]) => {
      const drawing = renderToStaticMarkup(<Drawing />);
      const opening = drawing.slice(0, drawing.indexOf(">") + 1);
      const viewBox = /\sviewBox="[^"]*"/.exec(opening)?.[0] ?? "";
      return `<symbol id="${id}"${viewBox}>${drawing.slice(opening.length, -"</svg>".length)}</symbol>`;
    });
    return `<svg width="0" height="0" class="hidden" aria-hidden="true">${symbols.join("")}</svg>`;
  }
}
