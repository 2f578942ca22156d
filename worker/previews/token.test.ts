import { describe, expect, it } from "vitest";
import { expirySeconds, newPreviewLinkId, readPreviewToken, signPreviewToken } from "./token";

const SECRET = "a-secret-only-these-tests-know-0123456789";
const inHours = (hours: number) => expirySeconds(new Date(Date.now() + hours * 3_600_000));

/** The token with the character at `at` swapped for another letter. */
const changed = (token: string, at: number) => `${token.slice(0, at)}${token[at] === "A" ? "B" : "A"}${token.slice(at + 1)}`;

describe("a preview link's token", () => {
  it("names its link and expiry, in URL-safe characters without a dot", async () => {
    const linkId = newPreviewLinkId();
    expect(linkId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const expiresAt = inHours(24);
    const token = await signPreviewToken(SECRET, linkId, expiresAt);
    // A dot would make /preview/<token> look like a file to the worker (worker/ssr/pages.ts).
    expect(token).toMatch(/^[A-Za-z0-9_-]{70}$/);
    expect(await readPreviewToken(SECRET, token)).toEqual({ linkId, expiresAt });
    // Derived, not random: the admin's list shows the same address again.
    expect(await signPreviewToken(SECRET, linkId, expiresAt)).toBe(token);
  });

  it("is refused when any character is changed, the last one included", async () => {
    const token = await signPreviewToken(SECRET, newPreviewLinkId(), inHours(1));
    for (let at = 0; at < token.length; at++) {
      expect(await readPreviewToken(SECRET, changed(token, at)), `character ${at}`).toBeNull();
    }
  });

  it("is refused once expired, under another secret, and in any other shape", async () => {
    const linkId = newPreviewLinkId();
    const expired = await signPreviewToken(SECRET, linkId, inHours(-1));
    expect(await readPreviewToken(SECRET, expired)).toBeNull();
    const token = await signPreviewToken(SECRET, linkId, inHours(2));
    // At the second it expires it is over.
    expect(await readPreviewToken(SECRET, token, new Date(inHours(2) * 1000))).toBeNull();
    expect(await readPreviewToken("another-secret-entirely-0123456789", token)).toBeNull();
    for (const other of ["", "abc", `${token}A`, token.slice(1), `${token.slice(0, 30)}.${token.slice(31)}`, token.replace(/./, "+")]) {
      expect(await readPreviewToken(SECRET, other), other).toBeNull();
    }
  });
});
