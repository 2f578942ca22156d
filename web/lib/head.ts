import type { Params } from "react-router-dom";

/** What a page puts in <head>: rendered by the worker, updated by the client on navigation. */
export interface Head {
  title: string;
  description: string;
}

/** `handle` of a route in web/routes.tsx. */
export interface RouteHandle {
  head?: (args: { data: unknown; params: Params }) => Head;
  /** HTTP status the server answers with when this route renders (the catch-all: 404). */
  status?: number;
  /**
   * The page opens with a dark full-width hero, so the fixed navigation starts transparent over it.
   * A function receives the loader data: a page whose loader failed shows an error page, not its hero.
   */
  heroUnderNav?: boolean | ((data: unknown) => boolean);
}

export interface HeadMatch {
  handle: unknown;
  data: unknown;
  params: Params;
}

/** The deepest matched route that declares a head wins. */
export function resolveHead(matches: HeadMatch[], fallback: Head): Head {
  for (let i = matches.length - 1; i >= 0; i--) {
    const { handle, data, params } = matches[i];
    const head = (handle as RouteHandle | undefined)?.head;
    if (head) return head({ data, params });
  }
  return fallback;
}

/** Shortens text for a meta description, at a word boundary, to at most `max` characters. */
export function summarize(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" "))}…`;
}
