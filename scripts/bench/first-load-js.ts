/**
 * What a visitor's browser fetches before any interaction, measured in Chromium rather than read
 * from the build's manifest: every JavaScript response of a page load at a phone's viewport, until
 * the network is quiet. Context-wide responses include module preloads, dynamic imports and
 * workers' scripts, whichever document or worker asked for them.
 */
import { gzipSync } from "node:zlib";
import type { Browser, Response } from "@playwright/test";
import { phoneContext } from "./browser";

export interface FirstLoad {
  path: string;
  status: number;
  /** JavaScript files fetched. */
  files: number;
  /** Their gzip size (zlib, default level), bytes: the local server sends them uncompressed. */
  gzip: number;
  /** Each file's path and gzip bytes, largest first. */
  scripts: { url: string; gzip: number }[];
}

/** After "networkidle" (no request for 500 ms), how much longer to watch for late requests. */
const SETTLE_MS = 1500;

const isJavaScript = (res: Response) =>
  /javascript|ecmascript/.test(res.headers()["content-type"] ?? "") || res.request().resourceType() === "script";

/** Loads `base + path` once in a fresh phone context and sums the JavaScript it fetched. */
export async function measureFirstLoad(browser: Browser, base: string, path: string): Promise<FirstLoad> {
  const context = await phoneContext(browser);
  const bodies: Promise<{ url: string; gzip: number } | null>[] = [];
  context.on("response", (res) => {
    if (!isJavaScript(res)) return;
    bodies.push(
      res.body().then(
        (body) => ({ url: new URL(res.url()).pathname, gzip: gzipSync(body).length }),
        // A redirect or an aborted request has no body: nothing was downloaded.
        () => null,
      ),
    );
  });
  try {
    const page = await context.newPage();
    const response = await page.goto(base + path, { waitUntil: "networkidle" });
    await page.waitForTimeout(SETTLE_MS);
    const scripts = (await Promise.all(bodies)).filter((s) => s !== null);
    return {
      path,
      status: response?.status() ?? 0,
      files: scripts.length,
      gzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
      scripts: scripts.sort((a, b) => b.gzip - a.gzip),
    };
  } finally {
    await context.close();
  }
}
