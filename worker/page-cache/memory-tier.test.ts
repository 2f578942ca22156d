import { beforeEach, describe, expect, it } from "vitest";
import { forgetHeldPages, heldPages, hold, MEMORY_TIER_BYTES, recall } from "./memory-tier";

const KB = 1024;
const page = (kb: number, tag = "x") =>
  new Response(tag.repeat(kb * KB), { headers: { "Content-Type": "text/html; charset=UTF-8", Age: "12", "X-Page": tag } });

beforeEach(() => forgetHeldPages());

describe("the isolate's memory tier", () => {
  it("answers a held page with its body and headers, as often as asked, without the cache's per-answer ones", async () => {
    const first = await hold("k/about", 1, page(20, "a"));
    expect(first.headers.get("Age")).toBeNull();
    for (let i = 0; i < 3; i++) {
      const again = recall("k/about");
      expect(again?.headers.get("X-Page")).toBe("a");
      expect(again?.headers.get("Age")).toBeNull();
      expect((await again!.text()).length).toBe(20 * KB);
    }
    expect(recall("k/contact")).toBeUndefined();
  });

  it("stays within its bytes, dropping the page used longest ago", async () => {
    const pages = Math.floor(MEMORY_TIER_BYTES / (400 * KB));
    for (let i = 0; i < pages; i++) await hold(`k/${i}`, 1, page(400));
    expect(heldPages().pages).toBe(pages);
    // Using page 0 makes page 1 the oldest: the next page pushes that one out.
    recall("k/0");
    await hold("k/new", 1, page(400));
    expect(heldPages().bytes).toBeLessThanOrEqual(MEMORY_TIER_BYTES);
    expect(recall("k/0")).toBeDefined();
    expect(recall("k/1")).toBeUndefined();
    expect(recall("k/new")).toBeDefined();
  });

  it("leaves a very large page to the Cache API, and still answers it", async () => {
    const answer = await hold("k/huge", 1, page(600));
    expect((await answer.text()).length).toBe(600 * KB);
    expect(recall("k/huge")).toBeUndefined();
    expect(heldPages()).toEqual({ pages: 0, bytes: 0 });
  });

  it("empties itself when it first holds a page under a new content version", async () => {
    await hold("v1/about", 1, page(10));
    await hold("v2/about", 2, page(10));
    expect(recall("v1/about")).toBeUndefined();
    expect(heldPages().pages).toBe(1);
  });
});
