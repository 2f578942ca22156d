import { describe, expect, it, vi } from "vitest";
import { recordingEmail } from "../testing/recording-email";
import { renderMail } from "./layout";
import { MailRefused, sendMail } from "./send";
import { mailSettings, mailStatus } from "./settings";
import { escapeHtml, headerText } from "./text";

const configured = (email = recordingEmail()) => ({ EMAIL: email.binding, MAIL_FROM: "website@vriddhi.test", NOTIFY_TO: "", SITE_URL: "https://x.test" });
const mail = { to: ["meera@example.in"], subject: "Re: GST", text: "Hello", html: "<p>Hello</p>" };

describe("headerText", () => {
  it("turns every line break and control character into one space", () => {
    expect(headerText("Re: a\r\nBcc: x@evil.test")).toBe("Re: a Bcc: x@evil.test");
    expect(headerText("a\u2028b\u2029c\td\u0000e\u007f\u0085f")).toBe("a b c d e f");
  });

  it("cuts long values by characters, not UTF-16 halves", () => {
    expect(Array.from(headerText("वृद्धि".repeat(100), 10))).toHaveLength(10);
    expect(Array.from(headerText("😀".repeat(50), 10))).toHaveLength(10);
  });
});

describe("escapeHtml", () => {
  it("leaves no markup", () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe("&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
  });
});

describe("renderMail", () => {
  it("writes the same fields into the text and the HTML part", () => {
    const { text, html } = renderMail({ heading: "New", fields: [{ label: "Page", value: "https://x.test/a?b=1&c=2", href: "https://x.test/a?b=1&c=2" }] });
    expect(text).toBe("New\n\nPage: https://x.test/a?b=1&c=2\n");
    expect(html).toContain('<a href="https://x.test/a?b=1&amp;c=2">https://x.test/a?b=1&amp;c=2</a>');
  });

  it("marks the HTML part with the mail's language and puts a sign-off after the fields, before the footer", () => {
    const content = { heading: "H", fields: [{ label: "L", value: "V" }], closing: "धन्यवाद,\nटीम", footer: "F" };
    const { text, html } = renderMail({ lang: "hi", ...content });
    expect(text).toBe("H\n\nL: V\n\nधन्यवाद,\nटीम\n\n--\nF\n");
    expect(html).toMatch(/^<!doctype html><html lang="hi">/);
    expect(html.indexOf("धन्यवाद")).toBeGreaterThan(html.indexOf("</table>"));
    expect(html.indexOf("धन्यवाद")).toBeLessThan(html.indexOf(">F</p>"));
    expect(renderMail(content).html).toMatch(/^<!doctype html><html lang="en">/);
  });
});

describe("mail settings", () => {
  it("read NOTIFY_TO as a list and leave out entries that are not plain addresses", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const settings = mailSettings({
      MAIL_FROM: " website@vriddhi.test ",
      NOTIFY_TO: "a@vriddhi.test, ,b@vriddhi.test\r\nBcc: x@evil.test, a@vriddhi.test, c@vriddhi.test?cc=x@evil.test",
    });
    expect(settings).toEqual({ from: "website@vriddhi.test", notifyTo: ["a@vriddhi.test"] });
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it("turn notifications on only with both settings, replies with a sender", () => {
    expect(mailStatus({ MAIL_FROM: "", NOTIFY_TO: "" })).toEqual({ notifications: false, replies: false });
    expect(mailStatus({ MAIL_FROM: "", NOTIFY_TO: "a@vriddhi.test" })).toEqual({ notifications: false, replies: false });
    expect(mailStatus({ MAIL_FROM: "w@vriddhi.test", NOTIFY_TO: "" })).toEqual({ notifications: false, replies: true });
    expect(mailStatus({ MAIL_FROM: "w@vriddhi.test", NOTIFY_TO: "a@vriddhi.test" })).toEqual({ notifications: true, replies: true });
  });
});

describe("sendMail", () => {
  it("sends From MAIL_FROM with a one-line subject", async () => {
    const email = recordingEmail();
    await sendMail(configured(email), { ...mail, subject: "Re: a\nb" });
    expect(email.sent).toEqual([
      { from: { name: "Vriddhi Business Solutions", email: "website@vriddhi.test" }, to: ["meera@example.in"], subject: "Re: a b", text: "Hello", html: "<p>Hello</p>" },
    ]);
  });

  it.each([
    ["a recipient", { to: ["meera@example.in\r\nBcc: x@evil.test"] }],
    ["a reply-to", { replyTo: "staff@vriddhi.test, x@evil.test" }],
    ["no recipient", { to: [] }],
  ])("refuses %s that is not one plain address", async (_what, change) => {
    const email = recordingEmail();
    await expect(sendMail(configured(email), { ...mail, ...change })).rejects.toBeInstanceOf(MailRefused);
    expect(email.sent).toEqual([]);
  });

  it("passes only the unsubscribe headers, each flattened to one line", async () => {
    const email = recordingEmail();
    const headers = { "List-Unsubscribe": "<https://x.test/u?t=1>\r\nBcc: x@evil.test", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click", Bcc: "x@evil.test" };
    await sendMail(configured(email), { ...mail, headers: headers as never });
    expect(email.sent[0].headers).toEqual({ "List-Unsubscribe": "<https://x.test/u?t=1> Bcc: x@evil.test", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
  });

  it("refuses to send without MAIL_FROM", async () => {
    await expect(sendMail({ ...configured(), MAIL_FROM: "" }, mail)).rejects.toThrow("MAIL_FROM is not set");
  });
});
