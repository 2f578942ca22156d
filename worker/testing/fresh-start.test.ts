import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { heldPages, hold } from "../page-cache/memory-tier";
import { mailSettings } from "../mail/settings";
import { captureLogs } from "./capture-logs";
import { startAfresh } from "./fresh-start";

/*
 * The files of a pool worker share one Miniflare and one isolate; `startAfresh` (the setup file runs
 * it before each) makes the next file read nothing the last one wrote. Here one "file" writes into
 * every store and memory, and the next one, after `startAfresh`, finds each empty again.
 */
describe("a worker test file starts afresh", () => {
  it("finds no row, object, cached page or isolate memory the file before it left", async () => {
    // The file before: a post, a table of its own, an object, a cached entry, a held page, the kept
    // not-found page and a setting already warned about.
    await env.DB.prepare("insert into blogs (title, slug, content, excerpt, category, author) values ('Left over', 'left-over', '<p>x</p>', 'x', 'Finance', 'A')").run();
    await env.DB.prepare("create table left_over (id integer)").run();
    await env.MEDIA.put("images/left-over.png", "x");
    const cache = () => (caches as unknown as { default: Cache }).default;
    await cache().put("https://www.example.in/left-over", new Response("kept", { headers: { "Cache-Control": "max-age=600" } }));
    await hold("https://www.example.in/__page-cache/left-over", 1, new Response("held"));
    expect((await SELF.fetch("http://localhost/left-over.php")).headers.get("X-Cache")).toBe("MISS");
    expect((await SELF.fetch("http://localhost/left-over.php")).headers.get("X-Cache")).toBe("HIT");
    const warned = () => captureLogs(async () => mailSettings({ MAIL_FROM: "not an address", NOTIFY_TO: "" }));
    expect(await warned()).toHaveLength(1);
    expect(await warned()).toHaveLength(0);

    await startAfresh();

    expect(await env.DB.prepare("select count(*) as n from blogs").first("n")).toBe(0);
    expect(await env.DB.prepare("select count(*) as n from sqlite_master where name = 'left_over'").first("n")).toBe(0);
    expect(await env.DB.prepare("select count(*) as n from d1_migrations").first("n")).toBe(env.TEST_MIGRATIONS.length);
    expect((await env.MEDIA.list()).objects).toEqual([]);
    expect(await cache().match("https://www.example.in/left-over")).toBeUndefined();
    expect(heldPages()).toEqual({ pages: 0, bytes: 0 });
    expect((await SELF.fetch("http://localhost/left-over.php")).headers.get("X-Cache")).toBe("MISS");
    expect(await warned()).toHaveLength(1);
  });
});
