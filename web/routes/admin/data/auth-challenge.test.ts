import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pendingChallenge, recoveringFetch, registerChallengeHost, settleChallenge } from "./auth-challenge";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const ENDED = () => json(401, { error: "Your session has ended. Please sign in again." });
const STALE = () => json(403, { error: "Please confirm your password to continue.", code: "reverification_required" });

/** A server answering from a script, recording what it was sent. */
function scriptedServer(...answers: (() => Response)[]) {
  const sent: { url: string; body: unknown; proof?: string | null }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const proof = new Headers(init?.headers).get("X-Step-Up");
      sent.push({ url: String(input), body: init?.body, ...(proof ? { proof } : {}) });
      return (answers.shift() ?? (() => json(200, { ok: true })))();
    }),
  );
  return sent;
}

/** Resolves once a challenge is waiting (the fetch awaits the server first). */
async function challengeShown() {
  await vi.waitFor(() => expect(pendingChallenge()).not.toBeNull());
  return pendingChallenge();
}

let unregister: () => void = () => {};
beforeEach(() => {
  unregister = registerChallengeHost();
});
afterEach(() => {
  unregister();
  vi.unstubAllGlobals();
});

describe("recoveringFetch", () => {
  it("asks to sign in on a 401, then sends the same request again", async () => {
    const sent = scriptedServer(ENDED);
    const body = JSON.stringify({ title: "What the admin typed" });
    const response = recoveringFetch("/api/admin/blogs/7", { method: "PUT", body });
    expect(await challengeShown()).toBe("sign-in");
    settleChallenge(true);
    expect((await response).status).toBe(200);
    expect(sent).toEqual([
      { url: "/api/admin/blogs/7", body },
      { url: "/api/admin/blogs/7", body },
    ]);
    expect(pendingChallenge()).toBeNull();
  });

  it("asks for the password on the re-verification 403 only, then retries", async () => {
    scriptedServer(STALE, () => json(403, { error: "Only the owner can invite or remove staff." }));
    const confirmed = recoveringFetch("/api/admin/password", { method: "PUT", body: "{}" });
    expect(await challengeShown()).toBe("confirm-password");
    settleChallenge(true);
    // The retry met a different 403: that is an answer, not a challenge.
    expect((await confirmed).status).toBe(403);
    expect(pendingChallenge()).toBeNull();
  });

  it("asks for proof on a factor change's step-up 403, and the retry carries the proof once", async () => {
    const STEP_UP = () => json(403, { error: "Please confirm it is you to make this change.", code: "step_up_required", method: "passkey" });
    const sent = scriptedServer(STEP_UP);
    const added = recoveringFetch("/api/admin/passkeys/registration/options", { method: "POST" });
    expect(await challengeShown()).toBe("confirm-password");
    settleChallenge(true, "f".repeat(64));
    expect((await added).status).toBe(200);
    expect(sent.map((request) => request.proof ?? null)).toEqual([null, "f".repeat(64)]);
    // Spent: the next request goes without it.
    await recoveringFetch("/api/admin/factors", {});
    expect(sent[2]?.proof).toBeUndefined();
  });

  it("hands back the original answer when the admin cancels", async () => {
    const sent = scriptedServer(ENDED);
    const response = recoveringFetch("/api/admin/blogs", { method: "POST", body: "{}" });
    await challengeShown();
    settleChallenge(false);
    expect((await response).status).toBe(401);
    expect(sent).toHaveLength(1);
  });

  it("shows one dialog for requests that fail together", async () => {
    const sent = scriptedServer(ENDED, ENDED);
    const both = Promise.all([recoveringFetch("/api/admin/blogs"), recoveringFetch("/api/admin/jobs")]);
    await challengeShown();
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    settleChallenge(true);
    expect((await both).map((r) => r.status)).toEqual([200, 200]);
    expect(sent).toHaveLength(4);
  });

  it("leaves the sign-in request, and any request while no admin screen is mounted, alone", async () => {
    scriptedServer(() => json(401, { error: "Invalid credentials" }));
    expect((await recoveringFetch("/api/admin/login", { method: "POST", body: "{}" })).status).toBe(401);
    unregister();
    scriptedServer(ENDED);
    expect((await recoveringFetch("/api/admin/me")).status).toBe(401);
    expect(pendingChallenge()).toBeNull();
    unregister = registerChallengeHost();
  });
});
