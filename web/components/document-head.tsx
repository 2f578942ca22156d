import { useEffect } from "react";
import { useMatches } from "react-router-dom";
import { site } from "#core/content/site";
import { resolveHead } from "../lib/head";

/** Keeps <title> and the meta description in step with client-side navigation. */
export function DocumentHead() {
  const matches = useMatches();
  const head = resolveHead(matches, { title: site.shortName, description: site.description });
  useEffect(() => {
    document.title = head.title;
    document.querySelector('meta[name="description"]')?.setAttribute("content", head.description);
  }, [head.title, head.description]);
  return null;
}
