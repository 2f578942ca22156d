import { useEffect } from "react";
import { site } from "#core/content/site";

/** The admin is client-rendered, so the tab title is set here rather than by the worker. */
export function DocumentTitle() {
  useEffect(() => {
    document.title = `Admin | ${site.shortName}`;
  }, []);
  return null;
}
