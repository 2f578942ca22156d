import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { CalendarEntry } from "#core/compliance/types";
import { EXTENSION_NOT_LATER_MESSAGE } from "#core/schemas/compliance";
import { signIn } from "../testing/admin-helpers";
import { callInProcess } from "../testing/in-process";
import { signInAs } from "../testing/roles";

const ORIGIN = "http://localhost";

async function calendar(): Promise<CalendarEntry[]> {
  const res = await SELF.fetch(`${ORIGIN}/api/compliance`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { entries: CalendarEntry[] }).entries;
}

const titled = (entries: CalendarEntry[], title: string) => {
  const entry = entries.find((e) => e.title === title);
  if (!entry) throw new Error(`no entry titled ${title}`);
  return entry;
};

/** The VEVENT of one UID in a feed, unfolded. */
function eventOf(ics: string, id: string) {
  const unfolded = ics.replace(/\r\n[ \t]/g, "");
  return unfolded.split("BEGIN:VEVENT").find((block) => block.includes(`UID:${id}@`)) ?? null;
}

describe("the compliance calendar", () => {
  it("holds the year's GSTR-3B, GSTR-1, TDS, advance tax and ITR dates, tagged for the edge cache", async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/compliance`);
    expect(res.headers.get("Cache-Tag")).toContain("compliance-calendar");
    const entries = await calendar();
    expect(titled(entries, "GSTR-3B for October 2026").due).toBe("2026-11-20");
    expect(titled(entries, "GSTR-1 for October 2026").due).toBe("2026-11-11");
    for (const form of ["GSTR-3B", "GSTR-1"]) expect(entries.some((e) => e.form === form)).toBe(true);
    for (const kind of ["tds-tcs", "income-tax", "roc", "llp", "pf-esi"]) expect(entries.some((e) => e.kind === kind)).toBe(true);
    expect(entries.some((e) => e.kind === "income-tax" && e.due === "2026-12-15")).toBe(true);
    expect(entries.some((e) => e.kind === "income-tax" && e.due === "2026-07-31")).toBe(true);
    // In the order they fall due, none without its law and its penalty.
    expect(entries.map((e) => e.due)).toEqual([...entries.map((e) => e.due)].sort());
    for (const entry of entries) expect([entry.citation, entry.penalty, entry.penaltyCitation, entry.who].every((text) => text.length > 10)).toBe(true);
  });

  it("serves an iCalendar feed, narrowed by kind, and refuses a kind it does not know", async () => {
    const res = await SELF.fetch(`${ORIGIN}/tools/compliance-calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const ics = await res.text();
    const gstr3b = titled(await calendar(), "GSTR-3B for October 2026");
    expect(eventOf(ics, gstr3b.id)).toContain("DTSTART;VALUE=DATE:20261120");

    const onlyRoc = await (await SELF.fetch(`${ORIGIN}/tools/compliance-calendar.ics?kind=roc`)).text();
    expect(eventOf(onlyRoc, gstr3b.id)).toBeNull();
    expect(onlyRoc).toContain("SUMMARY:AOC-4");
    expect((await SELF.fetch(`${ORIGIN}/tools/compliance-calendar.ics?kind=vat`)).status).toBe(404);
    // One address per feed: a repeated kind or another parameter is redirected to it.
    const odd = await SELF.fetch(`${ORIGIN}/tools/compliance-calendar.ics?kind=roc&kind=roc&x=1`, { redirect: "manual" });
    expect([odd.status, odd.headers.get("Location")]).toEqual([301, "/tools/compliance-calendar.ics?kind=roc"]);
  });

  it("renders the page without JavaScript, one address per view", async () => {
    const page = await SELF.fetch(`${ORIGIN}/tools/compliance-calendar`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("GSTR-3B for October 2026");
    expect(html).toContain("webcal://localhost/tools/compliance-calendar.ics");
    const gst = await (await SELF.fetch(`${ORIGIN}/tools/compliance-calendar?kind=gst`)).text();
    expect(gst).toContain("GSTR-3B for October 2026");
    expect(gst).not.toContain("AOC-4 for FY");
    const odd = await SELF.fetch(`${ORIGIN}/tools/compliance-calendar?kind=vat&x=1`, { redirect: "manual" });
    expect(odd.status).toBe(302);
    expect(odd.headers.get("Location")).toBe("/tools/compliance-calendar");
    // Campaign tags stay, after the view's own query, so a lead from the page still records its campaign.
    const tagged = await SELF.fetch(`${ORIGIN}/tools/compliance-calendar?utm_source=google&kind=gst&x=1`, { redirect: "manual" });
    expect(tagged.headers.get("Location")).toBe("/tools/compliance-calendar?kind=gst&utm_source=google");
  });
});

describe("extensions staff record", () => {
  let cookie = "";
  beforeAll(async () => {
    cookie = await signIn();
  });

  const extend = (id: string, json: Record<string, unknown>, as = cookie) => callInProcess(`/api/admin/compliance/${id}/extension`, { method: "PUT", cookie: as, json });

  it("move a date on the page and in the feed at once, and can be taken back", async () => {
    const entry = titled(await calendar(), "GSTR-3B for November 2026");
    expect(entry.due).toBe("2026-12-20");
    // The page and the feed are read once first, so a stale copy would show if nothing purged it.
    await (await SELF.fetch(`${ORIGIN}/tools/compliance-calendar`)).text();
    await (await SELF.fetch(`${ORIGIN}/tools/compliance-calendar.ics`)).text();

    const { res } = await extend(entry.id, { extendedTo: "2026-12-27", source: "Notification 21/2026-Central Tax, 15 December 2026", sourceUrl: "https://cbic-gst.gov.in/" });
    expect(res.status).toBe(200);

    const moved = titled(await calendar(), "GSTR-3B for November 2026");
    expect(moved.due).toBe("2026-12-27");
    expect(moved.dueDate).toBe("2026-12-20");
    expect(moved.extension?.source).toBe("Notification 21/2026-Central Tax, 15 December 2026");
    const html = await (await SELF.fetch(`${ORIGIN}/tools/compliance-calendar`)).text();
    expect(html).toContain("Extended to 27 December 2026 (was 20 December 2026)");
    const event = eventOf(await (await SELF.fetch(`${ORIGIN}/tools/compliance-calendar.ics`)).text(), entry.id);
    expect(event).toContain("DTSTART;VALUE=DATE:20261227");
    expect(event).toContain("SEQUENCE:1");

    // Edited, and then taken back: each change a higher SEQUENCE, so a calendar holding the event replaces it.
    expect((await extend(entry.id, { extendedTo: "2026-12-31", source: "Notification 22/2026-Central Tax, 26 December 2026" })).res.status).toBe(200);
    expect(eventOf(await (await SELF.fetch(`${ORIGIN}/tools/compliance-calendar.ics`)).text(), entry.id)).toContain("SEQUENCE:2");
    const removed = await callInProcess(`/api/admin/compliance/${entry.id}/extension`, { method: "DELETE", cookie });
    expect(removed.res.status).toBe(200);
    expect(titled(await calendar(), "GSTR-3B for November 2026")).toMatchObject({ due: "2026-12-20", extension: null, revision: 3 });
    const back = eventOf(await (await SELF.fetch(`${ORIGIN}/tools/compliance-calendar.ics`)).text(), entry.id);
    expect(back).toContain("DTSTART;VALUE=DATE:20261220");
    expect(back).toContain("SEQUENCE:3");
    // Taken back twice, it changes nothing the second time.
    await callInProcess(`/api/admin/compliance/${entry.id}/extension`, { method: "DELETE", cookie });
    expect(titled(await calendar(), "GSTR-3B for November 2026").revision).toBe(3);

    const audit = await env.DB.prepare("select action from audit_log where action like 'deadline.%' order by id").all<{ action: string }>();
    expect(audit.results.map((r) => r.action)).toEqual(["deadline.extended", "deadline.extended", "deadline.extension_removed"]);
  });

  it("refuse a date that is not later, an unknown due date, bad input, and a role without content", async () => {
    const entry = titled(await calendar(), "GSTR-3B for December 2026");
    const earlier = await extend(entry.id, { extendedTo: entry.dueDate, source: "Notification 1/2027-Central Tax" });
    expect(earlier.res.status).toBe(422);
    expect(await earlier.res.json()).toMatchObject({ fieldErrors: { extendedTo: EXTENSION_NOT_LATER_MESSAGE } });
    const slip = await extend(entry.id, { extendedTo: "2062-01-20", source: "Notification 1/2027-Central Tax" });
    expect(slip.res.status).toBe(422);
    expect(await slip.res.json()).toMatchObject({ fieldErrors: { extendedTo: expect.stringContaining("no later than 31 March 2028") } });
    expect((await extend("no-such-date", { extendedTo: "2027-01-31", source: "Notification 1/2027-Central Tax" })).res.status).toBe(404);
    const bad = await extend(entry.id, { extendedTo: "2027-02-30", source: "", sourceUrl: "http://example.com" });
    expect(bad.res.status).toBe(400);
    expect(Object.keys(((await bad.res.json()) as { fieldErrors: object }).fieldErrors).sort()).toEqual(["extendedTo", "source", "sourceUrl"]);
    const advisor = await signInAs("advisor");
    expect((await extend(entry.id, { extendedTo: "2027-01-31", source: "Notification 1/2027-Central Tax" }, advisor)).res.status).toBe(403);
    expect(titled(await calendar(), "GSTR-3B for December 2026").extension).toBeNull();
  });
});
