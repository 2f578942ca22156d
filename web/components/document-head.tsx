import { useEffect } from "react";
import { useLocation, useMatches } from "react-router-dom";
import { applyHead, documentOrigin, headTags, resolveHead } from "../lib/head";

/** The address the server rendered, whose JSON-LD the server wrote (the browser builds none). */
const serverPath = typeof window === "undefined" ? "" : window.location.pathname;

/**
 * Keeps <head> in step with client-side navigation, from the same route heads and tags the worker
 * renders on the server; on the client-rendered admin it sets them in the first place. The JSON-LD
 * describes the page the server sent: once the visitor moves on, it is removed rather than left
 * describing another page (crawlers read each address's own HTML).
 */
export function DocumentHead() {
  const head = resolveHead(useMatches());
  const { pathname } = useLocation();
  const { title, description, type, image, feed, noindex, site, canonicalPath } = head;
  useEffect(() => {
    applyHead(document, headTags({ title, description, type, image, feed, noindex, site, canonicalPath }, documentOrigin(document), pathname));
    if (pathname !== serverPath) document.head.querySelector('script[type="application/ld+json"]')?.remove();
  }, [title, description, type, image, feed, noindex, site, canonicalPath, pathname]);
  return null;
}
