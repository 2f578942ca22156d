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
  const { title, description, type, image } = head;
  useEffect(() => {
    applyHead(document, headTags({ title, description, type, image }, documentOrigin(document), pathname));
  }, [title, description, type, image, pathname]);
  return null;
}
