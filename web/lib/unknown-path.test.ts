import { matchRoutes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { siteRoutes } from "../site-routes";
import { pagePatterns, unknownPathOf } from "./unknown-path";

/** React Router's own answer: only the catch-all (the not-found page) matches. */
const byReactRouter = (pathname: string) => matchRoutes(siteRoutes, pathname)?.at(-1)?.route.path === "*";

/** A pattern's path with each parameter filled in, as a visitor's address would have it. */
const filled = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, "some-value");

describe("a path no page of the site matches", () => {
  it("lists every page once, in both languages, without the not-found catch-alls", () => {
    const patterns = pagePatterns(siteRoutes);
    expect(patterns).toEqual(expect.arrayContaining(["/", "/hi", "/services/:serviceId/:subServiceId", "/hi/contact"]));
    expect(patterns.filter((pattern) => pattern.includes("*"))).toEqual([]);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it("is what React Router says, for every page's address and its variants, and for addresses of none", () => {
    const isUnknown = unknownPathOf(siteRoutes);
    const pages = pagePatterns(siteRoutes).map(filled);
    const variants = pages.flatMap((path) => [path, `${path}/`, `${path}//`, path.toUpperCase(), `${path}/more`, `/x${path}`, `/${path}`]);
    const others = ["/no-such-page", "/wp-admin", "/hi/no-such-page", "/services/a/b/c", "/newsletter", "/blog/a/b", "/hi/", "/HI/About/", "/tools/gst-calculator/extra", "/%7Eadmin", "/about.", "/ब्लॉग"];
    const paths = [...variants, ...others];
    expect(paths.filter((path) => isUnknown(path) !== byReactRouter(path))).toEqual([]);
    // Both answers occur, so agreeing means something.
    expect(paths.filter(isUnknown).length).toBeGreaterThan(50);
    expect(paths.filter((path) => !isUnknown(path)).length).toBeGreaterThan(100);
  });
});
