import { SELF } from "cloudflare:test";

let ipCounter = 0;

/** A fresh client address per call, so the per-IP form limit only bites where a test wants it. */
export function freshIp(): string {
  ipCounter += 1;
  return `203.0.113.${ipCounter}`;
}

/** POSTs JSON the way the site's own pages do. */
export function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return SELF.fetch(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshIp(), ...headers },
    body: JSON.stringify(body),
  });
}
