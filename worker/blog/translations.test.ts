import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { app } from "../app";
import { eventHandlers } from "../features";
import { call, createAs, signIn, sqlRun } from "../testing/admin-helpers";
import { publishScheduledPosts } from "./resource";
import { callInProcess } from "../testing/in-process";
import { MAIL_CONFIGURED } from "../testing/recording-email";
import { translationMessages } from "./translations";

const ORIGIN = "https://www.vriddhi.example";
const TEMPLATE = `<!doctype html><html lang="en-IN"><head><title>x</title></head><body><div id="root"><!--app-html--></div></body></html>`;
const assets = { fetch: async () => new Response(TEMPLATE, { headers: { "Content-Type": "text/html" } }) } as unknown as Fetcher;

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

let n = 0;
const post = (overrides: Record<string, unknown> = {}) => ({
  title: "GST registration for traders",
  slug: `gst-registration-for-traders-${++n}`,
  excerpt: "Who needs it, and what to keep ready.",
  content: "<p>Any trader whose turnover crosses the limit must register.</p>",
  category: "Legal",
  author: "Priya Malviya",
  published: false,
  ...overrides,
});
const hindi = (overrides: Record<string, unknown> = {}) =>
  post({ title: "व्यापारियों के लिए जीएसटी पंजीकरण", excerpt: "किसे ज़रूरी है, और क्या तैयार रखें।", content: "<p>सीमा से ज़्यादा टर्नओवर वाले हर व्यापारी को पंजीकरण कराना होता है।</p>", language: "hi", ...overrides });
const create = (payload: Record<string, unknown>) => createAs(cookie, "/api/admin/blogs", payload);
const update = (id: number, payload: Record<string, unknown>) => call(`/api/admin/blogs/${id}`, { method: "PUT", cookie, json: payload });
const errorsOf = async (res: Response) => ((await res.json()) as { fieldErrors: Record<string, string> }).fieldErrors;

/** A page as the worker renders it, with what the tests read of it. */
async function page(path: string) {
  const res = await app.request(`${ORIGIN}${path}`, { redirect: "manual" }, { ...env, ASSETS: assets, SITE_URL: ORIGIN });
  const html = await res.text();
  return {
    status: res.status,
    location: res.headers.get("Location"),
    html,
    lang: html.match(/<html lang="([^"]+)">/)?.[1],
    h1: html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1] ?? "",
    alternates: Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [m[1], m[2]])),
  };
}

describe("a Hindi translation of a post", () => {
  it("is its own post, linked to its English original, one translation per post", async () => {
    const original = await create(post());
    const translation = await create(hindi({ translationOf: original.body.id }));
    expect(translation.res.status).toBe(201);
    expect(translation.body).toMatchObject({ language: "hi", translationOf: original.body.id });

    // A second translation of the same post is refused, under the field that chose it.
    const again = await create(hindi({ translationOf: original.body.id }));
    expect(again.res.status).toBe(409);
    expect(again.body).toMatchObject({ fieldErrors: { translationOf: translationMessages.originTaken } });

    // The translation may be saved again, and its English original may be edited, and stays English.
    expect((await update(translation.body.id, hindi({ slug: translation.body.slug, translationOf: original.body.id }))).status).toBe(200);
    const toHindi = await update(original.body.id, post({ slug: original.body.slug, language: "hi" }));
    expect(toHindi.status).toBe(409);
    expect(await errorsOf(toHindi)).toEqual({ language: translationMessages.hasTranslation });

    const pair = await call(`/api/admin/blogs/${original.body.id}/translation`, { cookie });
    expect(await pair.json()).toMatchObject({ translation: { id: translation.body.id, title: "व्यापारियों के लिए जीएसटी पंजीकरण", published: false } });
    const none = await call(`/api/admin/blogs/${translation.body.id}/translation`, { cookie });
    expect(await none.json()).toEqual({ translation: null });
  });

  it("translates an English post that exists, and only in Hindi", async () => {
    const hindiPost = await create(hindi());
    const ofHindi = await create(hindi({ translationOf: hindiPost.body.id }));
    expect(ofHindi.res.status).toBe(409);
    expect(ofHindi.body).toMatchObject({ fieldErrors: { translationOf: translationMessages.originNotEnglish } });
    const ofNothing = await create(hindi({ translationOf: 987654 }));
    expect(ofNothing.body).toMatchObject({ fieldErrors: { translationOf: translationMessages.originGone } });
    const original = await create(post());
    const english = await call("/api/admin/blogs", { method: "POST", cookie, json: post({ translationOf: original.body.id }) });
    expect(english.status).toBe(400);
    expect(await errorsOf(english)).toEqual({ language: "A translation of an English post must be in Hindi." });
  });

  it("offers the English posts still without a translation, and a translation its own original", async () => {
    const free = await create(post({ title: "Untranslated post" }));
    const taken = await create(post({ title: "Translated post" }));
    const translation = await create(hindi({ translationOf: taken.body.id }));
    const ids = async (query: string) =>
      ((await (await call(`/api/admin/blogs/translatable${query}`, { cookie })).json()) as { posts: { id: number }[] }).posts.map((p) => p.id);
    const forNew = await ids("");
    expect(forNew).toContain(free.body.id);
    expect(forNew).not.toContain(taken.body.id);
    expect(forNew).not.toContain(translation.body.id);
    expect(await ids(`?for=${translation.body.id}`)).toContain(taken.body.id);
  });

  it("stands alone once its English original is deleted", async () => {
    const original = await create(post());
    const translation = await create(hindi({ translationOf: original.body.id }));
    expect((await call(`/api/admin/blogs/${original.body.id}`, { method: "DELETE", cookie })).status).toBe(200);
    const kept = (await (await call(`/api/admin/blogs/${translation.body.id}`, { cookie })).json()) as Record<string, unknown>;
    expect(kept).toMatchObject({ language: "hi", translationOf: null });
  });

  it("is scheduled like any post, and the cron publishes it to the Hindi blog and its feed", async () => {
    const original = await create(post({ published: true }));
    const draft = await create(hindi({ translationOf: original.body.id }));
    const publishAt = new Date(Date.now() + 10 * 60_000).toISOString();
    expect((await call(`/api/admin/blogs/${draft.body.id}/schedule`, { method: "PUT", cookie, json: { publishAt } })).status).toBe(200);
    const hindiSlugs = async () => ((await (await call("/api/blogs?lang=hi")).json()) as { posts: { slug: string }[] }).posts.map((p) => p.slug);
    expect(await hindiSlugs()).not.toContain(draft.body.slug);
    // Its time has come (the route refuses a past time, so the row is moved back by hand).
    await sqlRun("update blogs set publish_at = ? where id = ?", new Date(Date.now() - 60_000).toISOString(), draft.body.id);
    await publishScheduledPosts(env, { env, handlers: eventHandlers, ip: null });
    expect(await hindiSlugs()).toContain(draft.body.slug);
    expect((await page("/hi/blog/rss.xml")).html).toContain(`/hi/blog/${draft.body.slug as string}</link>`);
  });

  it("is not emailed to the English blog's subscribers", async () => {
    const translation = await create(hindi({ published: true }));
    const path = `/api/admin/newsletter/posts/${translation.body.id}`;
    const { res } = await callInProcess(path, { method: "POST", cookie, json: { resend: false }, bindings: MAIL_CONFIGURED });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: "The newsletter sends the English blog's articles. A Hindi post is not emailed to subscribers." });
  });
});

describe("the two blogs", () => {
  let english: { id: number; slug: string };
  let translation: { id: number; slug: string };
  beforeAll(async () => {
    const en = await create(post({ title: "Udyam registration, step by step", published: true }));
    const hi = await create(hindi({ title: "उद्यम पंजीकरण, एक-एक कदम", published: true, translationOf: en.body.id }));
    english = { id: en.body.id, slug: en.body.slug as string };
    translation = { id: hi.body.id, slug: hi.body.slug as string };
  });

  it("list their own posts, each pointing to the other when it has posts", async () => {
    const en = (await (await call("/api/blogs")).json()) as { posts: { slug: string }[]; elsewhere: number };
    const hi = (await (await call("/api/blogs?lang=hi")).json()) as { posts: { slug: string; language: string }[]; elsewhere: number };
    expect(en.posts.map((p) => p.slug)).toContain(english.slug);
    expect(en.posts.map((p) => p.slug)).not.toContain(translation.slug);
    expect(hi.posts.map((p) => p.slug)).toContain(translation.slug);
    expect(hi.posts.every((p) => p.language === "hi")).toBe(true);
    expect(en.elsewhere).toBe(hi.posts.length);
    expect(hi.elsewhere).toBe(en.posts.length);
  });

  it("serve a post at its own blog's address only, naming its published twin", async () => {
    const hi = await call(`/api/blogs/${translation.slug}?lang=hi`);
    expect(await hi.json()).toMatchObject({ post: { title: "उद्यम पंजीकरण, एक-एक कदम", language: "hi" }, twin: { slug: english.slug, language: "en" } });
    expect((await call(`/api/blogs/${translation.slug}`)).status).toBe(404);
    expect((await call(`/api/blogs/${english.slug}?lang=hi`)).status).toBe(404);
  });

  it("render /hi/blog and the Hindi article in Hindi, the twins naming each other", async () => {
    const list = await page("/hi/blog");
    expect([list.status, list.lang]).toEqual([200, "hi"]);
    expect(list.h1).toBe("कारोबार की बातें");
    expect(list.html).toContain(`href="/hi/blog/${translation.slug}"`);
    // The English blog for the rest, and no newsletter box: it mails the English blog.
    expect(list.html).toMatch(/<a href="\/blog" hrefLang="en-IN"[^>]*>बाकी लेख अंग्रेज़ी ब्लॉग पर पढ़ें/);
    expect(list.html).not.toContain("Newsletter sign-up");
    expect(list.alternates).toEqual({ "en-IN": `${ORIGIN}/blog`, "hi-IN": `${ORIGIN}/hi/blog`, "x-default": `${ORIGIN}/blog` });
    expect(list.html).toContain(`<link rel="alternate" type="application/rss+xml" title="Vriddhi Business Solutions: कारोबार की बातें" href="${ORIGIN}/hi/blog/rss.xml" />`);

    const hi = await page(`/hi/blog/${translation.slug}`);
    const en = await page(`/blog/${english.slug}`);
    expect([hi.status, hi.lang, hi.h1]).toEqual([200, "hi", "उद्यम पंजीकरण, एक-एक कदम"]);
    const pair = { "en-IN": `${ORIGIN}/blog/${english.slug}`, "hi-IN": `${ORIGIN}/hi/blog/${translation.slug}`, "x-default": `${ORIGIN}/blog/${english.slug}` };
    expect(hi.alternates).toEqual(pair);
    expect(en.alternates).toEqual(pair);
    expect(hi.html).toMatch(new RegExp(`<a href="/blog/${english.slug}" hrefLang="en-IN" lang="en-IN"[^>]*>English</a>`));
    expect(en.html).toMatch(new RegExp(`<a href="/hi/blog/${translation.slug}" hrefLang="hi-IN" lang="hi"[^>]*>हिंदी</a>`));
    expect(hi.html).toContain("सभी लेखों पर लौटें");
  });

  it("send a post at the other blog's address back to that blog's list", async () => {
    expect(await page(`/blog/${translation.slug}`)).toMatchObject({ status: 302, location: "/blog" });
    expect(await page(`/hi/blog/${english.slug}`)).toMatchObject({ status: 302, location: "/hi/blog" });
  });

  it("have an article without a published twin name none", async () => {
    const alone = await create(post({ title: "Only in English", published: true }));
    const draft = await create(hindi({ translationOf: alone.body.id }));
    expect(draft.res.status).toBe(201);
    const en = await page(`/blog/${alone.body.slug as string}`);
    expect(en.alternates).toEqual({});
    expect(en.html).not.toContain(">हिंदी</a>");
  });

  it("are searched each in its language: the Hindi search finds a Hindi post by a whole word, typed with or without nukta", async () => {
    const posts = async (query: string, lang = "hi") => {
      const body = (await (await call(`/api/search?q=${encodeURIComponent(query)}&lang=${lang}`)).json()) as { groups: { kind: string; results: { href: string; lang?: string }[] }[] };
      return body.groups.find((group) => group.kind === "post")?.results ?? [];
    };
    expect(await posts("पंजीकरण")).toContainEqual(expect.objectContaining({ href: `/hi/blog/${translation.slug}`, lang: "hi" }));
    expect((await posts("पंज")).map((p) => p.href)).not.toContain(`/hi/blog/${translation.slug}`);
    // The excerpt says "ज़रूरी"; visitors often type it without the nukta.
    expect((await posts("जरूरी")).map((p) => p.href)).toContain(`/hi/blog/${translation.slug}`);
    // The English search finds the English post, never the Hindi one.
    expect((await posts("udyam", "en")).map((p) => p.href)).toContain(`/blog/${english.slug}`);
    expect((await posts("पंजीकरण", "en")).map((p) => p.href)).not.toContain(`/hi/blog/${translation.slug}`);
  });

  it("each have an RSS feed in their language, and the sitemap pairs the twins", async () => {
    const hiFeed = await page("/hi/blog/rss.xml");
    expect(hiFeed.status).toBe(200);
    expect(hiFeed.html).toContain("<language>hi-IN</language>");
    expect(hiFeed.html).toContain(`<link>${ORIGIN}/hi/blog/${translation.slug}</link>`);
    expect(hiFeed.html).not.toContain(`/blog/${english.slug}<`);
    const enFeed = await page("/blog/rss.xml");
    expect(enFeed.html).toContain(`<link>${ORIGIN}/blog/${english.slug}</link>`);
    expect(enFeed.html).not.toContain(translation.slug);

    const sitemap = (await page("/sitemap.xml")).html;
    const twins =
      `<xhtml:link rel="alternate" hreflang="en-IN" href="${ORIGIN}/blog/${english.slug}"/>` +
      `<xhtml:link rel="alternate" hreflang="hi-IN" href="${ORIGIN}/hi/blog/${translation.slug}"/>`;
    expect(sitemap).toContain(`<loc>${ORIGIN}/hi/blog/${translation.slug}</loc>`);
    expect(sitemap.split(twins).length - 1).toBe(2);
  });
});
