import { useEffect } from "react";
import { useLocation, useMatches } from "react-router-dom";
import { applyHead, documentOrigin, headTags, resolveHead } from "../lib/head";

/**
 * Keeps <head> in step with client-side navigation, from the same route heads and tags the worker
 * renders on the server; on the client-rendered admin it sets them in the first place.
 */
export function DocumentHead() {
  const head = resolveHead(useMatches());
  const { pathname } = useLocation();
  const { title, description, type, image, feed, structuredData, site } = head;
  // The data is rebuilt on every render: compare it as text, not by identity.
  const at = (path: string) => documentOrigin(document) + path;
  const dataKey = typeof document === "undefined" || !structuredData ? "" : JSON.stringify(structuredData(at));
  useEffect(() => {
    applyHead(document, headTags({ title, description, type, image, feed, structuredData, site }, documentOrigin(document), pathname));
    // structuredData is the same data while dataKey is: listing it would rerun this on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [title, description, type, image, feed, dataKey, site, pathname]);
  return null;
}
