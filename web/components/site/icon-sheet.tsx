import type { LucideIcon } from "lucide-react";
import { renderToReadableStream } from "react-dom/server";
import type { IconSheet } from "./sprited-icon";

/**
 * The icons one server-rendered page draws, each as one <symbol> its <use>s point to
 * (./sprited-icon.tsx). Server only: it renders with react-dom/server's streaming renderer, the one
 * the page is rendered with (renderToStaticMarkup would bring the Worker React's second, legacy
 * server renderer: about 30 KiB gzip evaluated at every start).
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
  async html(): Promise<string> {
    if (this.symbols.size === 0) return "";
    const sheet = [...this.symbols];
    const stream = await renderToReadableStream(
      <>
        {sheet.map(([Drawing, id]) => (
          <Drawing key={id} />
        ))}
      </>,
    );
    await stream.allReady;
    // One <svg> after another, in the sheet's order: each becomes a symbol of its drawing.
    const drawings = (await new Response(stream).text()).split("</svg>").slice(0, -1);
    const symbols = drawings.map((drawing, i) => {
      const opening = drawing.slice(0, drawing.indexOf(">") + 1);
      const viewBox = /\sviewBox="[^"]*"/.exec(opening)?.[0] ?? "";
      return `<symbol id="${sheet[i]![1]}"${viewBox}>${drawing.slice(opening.length)}</symbol>`;
    });
    return `<svg width="0" height="0" class="hidden" aria-hidden="true">${symbols.join("")}</svg>`;
  }
}
