import { useSyncExternalStore } from "react";

/**
 * Ended sessions and stale confirmations, recovered without losing work. Every admin request
 * goes through `recoveringFetch`: when the worker answers 401 (session ended) or 403 with
 * `code: "reverification_required"`, it waits for the admin to sign in again or confirm their
 * password in a dialog, then sends the very same request again, so the screen that made it (an
 * editor mid-save) simply sees the request succeed. Cancelling hands the original answer back.
 *
 * A factor change answers 403 with `code: "step_up_required"`: the same dialog asks for the
 * account's strongest factor (passkey, code or password), and the retry carries the single-use
 * proof the server gave for it in the `X-Step-Up` header.
 */
export type ChallengeKind = "sign-in" | "confirm-password";

interface Challenge {
  kind: ChallengeKind;
  answered: Promise<boolean>;
  settle: (ok: boolean) => void;
}

const REVERIFICATION_REQUIRED = "reverification_required";
const STEP_UP_REQUIRED = "step_up_required";
const STEP_UP_HEADER = "X-Step-Up";

let current: Challenge | null = null;
/** The proof of the last confirmation, for the one retry that spends it. */
let proof: string | null = null;
/** Dialog hosts mounted: only a signed-in admin screen recovers; sign-in and page loads do not. */
let hosts = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The challenge waiting for an answer, if any. */
export const pendingChallenge = (): ChallengeKind | null => current?.kind ?? null;

/** The challenge the dialog should show now, if any. */
export function useAuthChallenge(): ChallengeKind | null {
  return useSyncExternalStore(subscribe, pendingChallenge, () => null);
}

/** The dialog's answer: true once signed in or confirmed (with the server's proof), false when cancelled. */
export function settleChallenge(ok: boolean, stepUpProof?: string): void {
  if (ok && stepUpProof) proof = stepUpProof;
  const challenge = current;
  current = null;
  challenge?.settle(ok);
  emit();
}

/** Called by the dialog host while it is mounted; returns its unregistration. */
export function registerChallengeHost(): () => void {
  hosts += 1;
  return () => {
    hosts -= 1;
    if (hosts === 0 && current) settleChallenge(false);
  };
}

/** One dialog at a time: requests failing together wait for the same answer. */
function ask(kind: ChallengeKind): Promise<boolean> {
  if (current) {
    if (current.kind === kind) return current.answered;
    return current.answered.then((ok) => (ok ? ask(kind) : false));
  }
  let settle: (ok: boolean) => void = () => {};
  const answered = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  current = { kind, answered, settle };
  emit();
  return answered;
}

async function needsReverification(res: Response): Promise<boolean> {
  if (res.status !== 403) return false;
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  return body?.code === REVERIFICATION_REQUIRED || body?.code === STEP_UP_REQUIRED;
}

/** The request again, carrying the proof the confirmation gave (used once). */
function withProof(init: RequestInit | undefined): RequestInit | undefined {
  const given = proof;
  proof = null;
  if (!given) return init;
  const headers = new Headers(init?.headers);
  headers.set(STEP_UP_HEADER, given);
  return { ...init, headers };
}

const isSignIn = (input: RequestInfo | URL) => String(input instanceof Request ? input.url : input).endsWith("/api/admin/login");

/** `fetch` for the admin's API client; see the module comment. Request bodies (JSON text, FormData) can be sent twice. */
export async function recoveringFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const res = await fetch(input, init);
  if (hosts === 0 || isSignIn(input)) return res;
  if (res.status === 401) return (await ask("sign-in")) ? recoveringFetch(input, init) : res;
  if (await needsReverification(res)) return (await ask("confirm-password")) ? recoveringFetch(input, withProof(init)) : res;
  return res;
}
