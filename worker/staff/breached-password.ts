/**
 * The breached-password check over the Pwned Passwords range API (k-anonymity): only the first five
 * hex digits of the password's SHA-1 leave the worker, and with `Add-Padding` the answer's size does
 * not tell the suffix either. A failure or a slow answer never blocks a password change: the verdict
 * is then "unknown" and the other rules still hold.
 */
export const PWNED_RANGE_URL = "https://api.pwnedpasswords.com/range/";
export const BREACH_CHECK_TIMEOUT_MS = 2000;

type BreachVerdict = "breached" | "not_found" | "unknown" | "off";

export interface BreachCheckOptions {
  /** The BREACHED_PASSWORD_CHECK setting: anything but "on" skips the call. */
  setting: string | undefined;
  /** Injected so tests record the request and answer it themselves. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("").toUpperCase();
}

async function lookUp(hash: string, doFetch: typeof fetch, signal: AbortSignal): Promise<BreachVerdict> {
  try {
    const res = await doFetch(PWNED_RANGE_URL + hash.slice(0, 5), {
      headers: { "Add-Padding": "true", "User-Agent": "vriddhi-admin-password-check" },
      signal,
    });
    if (!res.ok) return "unknown";
    const suffix = hash.slice(5);
    for (const line of (await res.text()).split("\n")) {
      const [candidate, count] = line.trim().split(":");
      // Padding lines carry a count of 0: they are not breaches.
      if (candidate?.toUpperCase() === suffix && Number(count) > 0) return "breached";
    }
    return "not_found";
  } catch {
    return "unknown";
  }
}

/**
 * Whether the password appears in a known breach, by its SHA-1 range; never throws and never takes
 * longer than the timeout, even when the network ignores the abort.
 */
export async function breachedPasswordVerdict(password: string, options: BreachCheckOptions): Promise<BreachVerdict> {
  if (options.setting !== "on") return "off";
  const hash = await sha1Hex(password);
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<BreachVerdict>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve("unknown");
    }, options.timeoutMs ?? BREACH_CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([lookUp(hash, options.fetch ?? fetch, controller.signal), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
