import { env, SELF } from "cloudflare:test";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { LocalizedEntry } from "#core/compliance/types";
import { callInProcess } from "../testing/in-process";
import { recordingBulkMail } from "../testing/newsletter-queue";
import { MAIL_CONFIGURED, recordingEmail } from "../testing/recording-email";
import { sendRemindersDue } from "./due-reminders";

/*
 * The compliance calendar for a visitor who reads Hindi (issue 47): its feed in Hindi, by kind too,
 * and a reminder sign-up on the Hindi page mailed in Hindi, its links leading to Hindi pages.
 */

const ORIGIN = "http://localhost";
const DEVANAGARI = /[\u0900-\u097F]/;
const MAILING = { ...env, ...MAIL_CONFIGURED, BULK_MAIL_PROVIDER: "simulated" };
const india = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

/** Every VEVENT of a feed, as ical.js reads it. */
function vevents(ics: string) {
  return new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent");
}

describe("the Hindi calendar feed", () => {
  it("validates: every VEVENT has DTSTART, SUMMARY and UID, its titles are Devanagari, and it links to the Hindi page", async () => {
    const res = await SELF.fetch(`${ORIGIN}/hi/tools/compliance-calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const ics = await res.text();
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Vriddhi Business Solutions अनुपालन कैलेंडर");
    const events = vevents(ics);
    // The whole year: every due date of the English feed, one event each.
    const english = vevents(await (await SELF.fetch(`${ORIGIN}/tools/compliance-calendar.ics`)).text());
    expect(events.length).toBe(english.length);
    expect(events.length).toBeGreaterThan(100);
    for (const vevent of events) {
      const uid = String(vevent.getFirstPropertyValue("uid"));
      expect(uid).toMatch(/^[a-z0-9-]+@localhost$/);
      expect(vevent.getFirstProperty("dtstart")?.type, uid).toBe("date");
      const summary = String(vevent.getFirstPropertyValue("summary"));
      expect(summary, uid).toMatch(DEVANAGARI);
      expect(String(vevent.getFirstPropertyValue("description")), uid).toMatch(/^किसके लिए: /);
      expect(String(vevent.getFirstPropertyValue("url")), uid).toBe(`${ORIGIN}/hi/tools/compliance-calendar#${uid.split("@")[0]}`);
    }
    // The same events as the English feed: one UID per due date, whatever the language.
    expect(events.map((e) => e.getFirstPropertyValue("uid")).sort()).toEqual(english.map((e) => e.getFirstPropertyValue("uid")).sort());
    const gstr1 = events.find((e) => String(e.getFirstPropertyValue("uid")).startsWith("gstr-1-monthly-2026-11@"))!;
    expect(gstr1.getFirstPropertyValue("summary")).toBe("नवंबर 2026 का GSTR-1");
    expect(gstr1.getFirstPropertyValue("categories")).toBe("जीएसटी");
  });

  it("comes by kind in both languages, one address per feed", async () => {
    const gstOnly = await (await SELF.fetch(`${ORIGIN}/hi/tools/compliance-calendar.ics?kind=gst`)).text();
    const kinds = new Set(vevents(gstOnly).map((e) => e.getFirstPropertyValue("categories")));
    expect([...kinds]).toEqual(["जीएसटी"]);
    expect(new ICAL.Component(ICAL.parse(gstOnly)).getFirstPropertyValue("x-wr-calname")).toBe("Vriddhi Business Solutions अनुपालन कैलेंडर (जीएसटी)");
    const englishGst = await (await SELF.fetch(`${ORIGIN}/tools/compliance-calendar.ics?kind=gst`)).text();
    expect([...new Set(vevents(englishGst).map((e) => e.getFirstPropertyValue("categories")))]).toEqual(["GST"]);
    expect((await SELF.fetch(`${ORIGIN}/hi/tools/compliance-calendar.ics?kind=vat`)).status).toBe(404);
    const odd = await SELF.fetch(`${ORIGIN}/hi/tools/compliance-calendar.ics?kind=gst&x=1`, { redirect: "manual" });
    expect([odd.status, odd.headers.get("Location")]).toEqual([301, "/hi/tools/compliance-calendar.ics?kind=gst"]);
  });

  it("is what the API gives a Hindi page: the entries' words in Hindi, the feed's address under /hi/", async () => {
    const { entries, feedUrl } = (await (await SELF.fetch(`${ORIGIN}/api/compliance?lang=hi`)).json()) as { entries: LocalizedEntry[]; feedUrl: string };
    expect(feedUrl).toBe(`${ORIGIN}/hi/tools/compliance-calendar.ics`);
    for (const entry of entries) for (const field of ["title", "who", "penalty", "citation", "penaltyCitation"] as const) expect(entry[field], `${entry.id}.${field}`).toMatch(DEVANAGARI);
    expect(entries.every((entry) => !("hi" in entry))).toBe(true);
  });
});

describe("the Hindi calendar page", () => {
  it("ticks no kind of due date the visitor did not choose, and only the page's kind on a filtered page", async () => {
    const checked = (html: string) => [...html.split('id="page-data"')[0].matchAll(/<input[^>]*name="kinds"[^>]*>/g)].filter((m) => /\schecked=""/.test(m[0])).map((m) => /value="([^"]+)"/.exec(m[0])![1]);
    expect(checked(await (await SELF.fetch(`${ORIGIN}/hi/tools/compliance-calendar`)).text())).toEqual([]);
    expect(checked(await (await SELF.fetch(`${ORIGIN}/tools/compliance-calendar`)).text())).toEqual([]);
    expect(checked(await (await SELF.fetch(`${ORIGIN}/hi/tools/compliance-calendar?kind=roc`)).text())).toEqual(["roc"]);
  });
});

describe("reminders signed up for on the Hindi page", () => {
  it("mail the confirmation and the reminders in Hindi, with links to the Hindi pages", async () => {
    const email = "hindi-reminders@example.in";
    const mail = recordingEmail();
    const { res, settled } = await callInProcess("/api/compliance/reminders", {
      method: "POST",
      json: { email, kinds: ["gst"], leadDays: "3", sourcePage: "/hi/tools/compliance-calendar" },
      bindings: { EMAIL: mail.binding, ...MAIL_CONFIGURED },
    });
    await settled();
    expect(res.status).toBe(201);
    const [confirmation] = mail.sent;
    expect(confirmation!.subject).toBe("Vriddhi Business Solutions के अनुपालन रिमाइंडर पक्के करें");
    expect(confirmation!.html).toMatch(/^<!doctype html><html lang="hi">/);
    expect(confirmation!.text).toContain("नमस्ते,");
    const token = /\/hi\/reminders\/confirm\?token=([A-Za-z0-9_-]+)/.exec(confirmation!.text ?? "")?.[1];
    expect(token).toBeTruthy();
    expect(await env.DB.prepare("select language from compliance_reminders where email = ?").bind(email).first("language")).toBe("hi");

    // The link's page in Hindi; its button confirms and lands on the Hindi answer.
    const page = await (await SELF.fetch(`${ORIGIN}/hi/reminders/confirm?token=${token}`)).text();
    expect(page).toContain('<html lang="hi">');
    expect(page).toContain("रिमाइंडर पक्के करें");
    const confirmed = await SELF.fetch(`${ORIGIN}/hi/reminders/confirm?token=${token}`, { method: "POST", headers: { Origin: ORIGIN }, redirect: "manual" });
    expect(confirmed.headers.get("Location")).toBe("/hi/reminders/confirmed");
    const done = await (await SELF.fetch(`${ORIGIN}/hi/reminders/confirmed`)).text();
    expect(done).toContain("आपके रिमाइंडर शुरू हो गए");
    expect(done).toContain('href="/hi/tools/compliance-calendar"');

    // GSTR-3B for October is due 20 November: the reminder three days before, in Hindi.
    const bulk = recordingBulkMail();
    await sendRemindersDue(MAILING, india("2026-11-17", "09:00"), bulk.provider);
    const reminder = bulk.sent.find((m) => m.to[0] === email)!;
    expect(reminder.subject).toMatch(/^अनुपालन की \d+ अंतिम तारीखें आ रही हैं, पहली 3 दिन में$|अंतिम तारीख 3 दिन में: 20 नवंबर 2026$/);
    expect(reminder.text).toContain("अक्टूबर 2026 का GSTR-3B: अंतिम तारीख 20 नवंबर 2026 (3 दिन में)");
    expect(reminder.text).toContain("किसके लिए: हर महीने रिटर्न दाखिल करने वाले नियमित करदाता");
    expect(reminder.text).toContain(`पूरा कैलेंडर देखें: ${ORIGIN}/hi/tools/compliance-calendar`);
    expect(reminder.headers["List-Unsubscribe"]).toContain(`${ORIGIN}/hi/reminders/stop?token=`);
    // The Hindi unsubscribe page answers in Hindi.
    const stopUrl = /<(http[^>]+\/hi\/reminders\/stop\?token=[^>]+)>/.exec(reminder.headers["List-Unsubscribe"]!)![1];
    const stopped = await SELF.fetch(stopUrl, { method: "POST", headers: { Origin: ORIGIN }, redirect: "manual" });
    expect(stopped.headers.get("Location")).toBe("/hi/reminders/stopped");
  });
});
