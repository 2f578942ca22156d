import type { Context } from "hono";

/**
 * The key a client's limits are counted under: the address Cloudflare reports in
 * CF-Connecting-IP (never X-Forwarded-For, which any client can write), or "local" under plain
 * local development. An IPv6 client is keyed by its /64: one subscriber is usually handed the
 * whole prefix, so rotating through it must not reset a limit.
 */
export function clientIp(c: Context): string {
  return throttleKeyOf(c.req.header("CF-Connecting-IP"));
}

/** See {@link clientIp}; exported for its tests. */
export function throttleKeyOf(address: string | undefined): string {
  if (!address) return "local";
  if (!address.includes(":")) return address;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1];
  return `${firstFourGroups(address).join(":")}::/64`;
}

/** The first four 16-bit groups of an IPv6 address, `::` expanded, without leading zeros. */
function firstFourGroups(address: string): string[] {
  const [head, tail] = address.toLowerCase().split("::");
  const front = head ? head.split(":") : [];
  const back = tail === undefined ? [] : tail ? tail.split(":") : [];
  const missing = 8 - front.length - back.length;
  const groups = tail === undefined ? front : [...front, ...Array<string>(Math.max(missing, 0)).fill("0"), ...back];
  return groups.slice(0, 4).map((group) => (parseInt(group, 16) || 0).toString(16));
}
