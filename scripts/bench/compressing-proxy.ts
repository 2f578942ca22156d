/**
 * A local stand-in for the edge's compression. Cloudflare compresses text responses on their way
 * to the visitor (gzip or Brotli); wrangler dev sends them as they are. Lighthouse's simulated
 * throttling (150 ms, 1.6 Mbps) charges every byte, so measured straight from wrangler dev a page
 * pays for some 90 KB of HTML that reaches a phone as about 12 KB. The bench runs Lighthouse
 * through this proxy, which gzips what the edge would, so its figures describe the served site.
 */
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { createGzip } from "node:zlib";

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|rss\+xml|speculationrules\+json)|image\/svg\+xml)/;

/** Starts the proxy in front of `target` (an http origin); returns its own origin and a stop. */
export async function compressingProxy(target: string): Promise<{ base: string; stop: () => void }> {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const forward = request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        const type = String(answer.headers["content-type"] ?? "");
        const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? "")) && COMPRESSIBLE.test(type) && !answer.headers["content-encoding"];
        if (!gzip) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const headers = { ...answer.headers, "content-encoding": "gzip", vary: "Accept-Encoding" };
        delete headers["content-length"];
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(createGzip()).pipe(res);
      },
    );
    forward.on("error", () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, upstream.hostname, resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `${upstream.protocol}//${upstream.hostname}:${port}`, stop: () => server.close() };
}
