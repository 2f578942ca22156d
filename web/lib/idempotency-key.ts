import { useRef } from "react";

/** A fresh Idempotency-Key (letters, digits and hyphens, as the API accepts). */
function newIdempotencyKey(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The Idempotency-Key of a form's current submit attempt: the same across retries of one attempt,
 * so a response lost on the way back cannot make the server store the submission twice; a new
 * one once `finish()` ends the attempt.
 */
export function useAttemptKey() {
  const key = useRef<string | null>(null);
  return {
    headers: () => ({ "Idempotency-Key": (key.current ??= newIdempotencyKey()) }),
    finish: () => {
      key.current = null;
    },
  };
}
