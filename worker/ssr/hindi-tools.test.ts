import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { freeTools } from "#core/content/tools";
import { freshIp } from "../testing/helpers";

/*
 * The free tools in Hindi under /hi/tools (web/routes/site/tools): the index, both calculators, the
 * registration check and the compliance calendar, as the worker serves them, without JavaScript.
 * Every word on them is Hindi but what stays as written on purpose: the brand, form codes, and the
 * section and notification numbers inside the Hindi citations.
 */

const ORIGIN = "http://localhost";
const DEVANAGARI = /[\u0900-\u097F]/;

async function visit(path: string) {
  const res = await SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual" });
  const html = await res.text();
  // What the page shows: the island's props (JSON) and the page's data block are not read by anyone.
  const shown = html
    .split('id="page-data"')[0]
    .replace(/ data-island-props="[^"]*"/g, "")
    .replace(/<!-- -->/g, "");
  return {
    res,
    html,
    shown,
    /** The page's text, tags dropped. */
    text: shown
      .replace(/<[^>]+>/g, " ")
      .replace(/&amp;/g, "&")
      .replace(/&quot;/g, '"')
      .replace(/\s+/g, " ")
      .replace(/ ([।.,:])/g, "$1"),
    lang: html.match(/<html lang="([^"]+)">/)?.[1],
    h1: (html.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1] ?? "").replace(/<[^>]+>/g, ""),
    description: html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "",
    robots: html.match(/<meta name="robots" content="([^"]*)"/)?.[1],
    canonical: html.match(/<link rel="canonical" href="([^"]+)"/)?.[1],
    // The language switch leads to the English twin: every other link stays in Hindi.
    hrefs: [...shown.matchAll(/<a [^>]*href="([^"]+)"[^>]*>/g)].filter((m) => !m[0].includes('hrefLang="en-IN"')).map((m) => m[1].replace(/&amp;/g, "&")),
  };
}

/** English the frame and the tools' pages said before they spoke Hindi: none of it may be left. */
const ENGLISH_LEFT = [
  "Free Tools",
  "Home",
  "Get a quote for",
  "Your figures",
  "Result",
  "Take it further with us",
  "These figures are indicative",
  "Open the tool",
  "Rates checked on",
  "Source of this rate",
  "Calculate",
  "Email me",
  "All due dates",
  "Dates and citations verified",
  "Read more",
];

/** The page's text without what stays English on purpose: the elements marked lang="en", the brand. */
function hindiOnly(shown: string): string {
  let html = shown;
  // Innermost first: a marked element may hold another.
  for (let before = ""; before !== html; ) {
    before = html;
    html = html.replace(/<([a-z0-9]+) [^>]*lang="en(?:-IN)?"[^>]*>[^<]*(?:<(?!\1[ >])[^<]*)*?<\/\1>/g, " ");
  }
  return html.replace(/<[^>]+>/g, " ").replace(/Vriddhi Business Solutions( LLP)?/g, " ");
}

describe("the free tools in Hindi", () => {
  it.each(["/tools", ...freeTools.map((tool) => tool.path)])("%s has a Hindi twin with Hindi words throughout", async (path) => {
    const page = await visit(`/hi${path}`);
    expect(page.res.status).toBe(200);
    expect(page.lang).toBe("hi");
    expect(page.h1).toMatch(DEVANAGARI);
    expect(page.canonical).toBe(`${ORIGIN}/hi${path}`);
    for (const english of ENGLISH_LEFT) expect(hindiOnly(page.shown), english).not.toMatch(new RegExp(`\\b${english}\\b`));
    // The frame and the trail speak Hindi, and lead to the Hindi twins.
    expect(page.text).toContain("मुफ़्त टूल");
    expect(page.hrefs).toContain("/hi/");
    expect(page.hrefs.filter((href) => href.startsWith("/tools"))).toEqual([]);
  });

  it("the index lists every tool by its Hindi name, linked to its Hindi page", async () => {
    const page = await visit("/hi/tools");
    for (const name of ["जीएसटी कैलकुलेटर", "ईएमआई कैलकुलेटर", "जीएसटी पंजीकरण जाँच", "अनुपालन कैलेंडर", "टूल खोलें", "सलाहकार से बात करें"]) expect(page.text).toContain(name);
    for (const tool of freeTools) expect(page.hrefs).toContain(`/hi${tool.path}`);
    expect(page.text).toContain("ये आँकड़े सिर्फ़ अनुमान हैं");
  });
});

describe("the Hindi GST calculator", () => {
  it("works out a result in Hindi, its form sending to the Hindi page", async () => {
    const page = await visit("/hi/tools/gst-calculator?amount=1000&rate=18&supply=intra");
    expect(page.res.status).toBe(200);
    for (const words of ["टैक्स योग्य मूल्य ₹1,000.00", "सीजीएसटी @ 9% ₹90.00", "एसजीएसटी / यूटीजीएसटी @ 9% ₹90.00", "कुल जीएसटी ₹180.00", "इनवॉइस की कुल रकम ₹1,180.00"]) {
      expect(page.text).toContain(words);
    }
    expect(page.text).toContain("₹1,000.00, जीएसटी से पहले, 18% पर, राज्य के अंदर");
    expect(page.shown).toContain('<p role="status" class="sr-only">इनवॉइस की कुल रकम ₹1,180.00: टैक्स योग्य मूल्य ₹1,000.00, और 18% पर सीजीएसटी ₹90.00 और एसजीएसटी ₹90.00।</p>');
    expect(page.description).toBe("इनवॉइस की कुल रकम ₹1,180.00: टैक्स योग्य मूल्य ₹1,000.00, और 18% पर सीजीएसटी ₹90.00 और एसजीएसटी ₹90.00।");
    expect(page.robots).toBe("noindex");
    expect(page.shown).toMatch(/<form[^>]*action="\/hi\/tools\/gst-calculator#result"/);
    expect(page.shown).toContain('<option value="18" selected="">18% (मानक दर)</option>');
    // The rate's notification is cited in Hindi, its number as the Gazette prints it.
    expect(page.text).toContain("इस दर का स्रोत: अधिसूचना 9/2025-Central Tax (Rate), 17 सितंबर 2025 (माल);");
    expect(page.shown).not.toContain("Notification 9/2025");
    expect(page.text).toContain("दरों की जाँच की तारीख: 27 नवंबर 2026।");
    // The quote buttons lead to the Hindi service pages with the figures, in Hindi, as the message.
    const quote = page.hrefs.find((href) => href.startsWith("/hi/services/legal-consultancy/gst-registration?message="));
    expect(quote).toMatch(/#get-a-quote$/);
    expect(new URL(quote!, ORIGIN).searchParams.get("message")).toBe(
      "जीएसटी कैलकुलेटर से: ₹1,000.00 पर 18% जीएसटी (कीमत जीएसटी से पहले की, सप्लाई राज्य के अंदर)। टैक्स योग्य मूल्य ₹1,000.00, जीएसटी ₹180.00, इनवॉइस की कुल रकम ₹1,180.00।",
    );
    expect(page.text).toContain("जीएसटी पंजीकरण का कोटेशन पाएँ");
  });

  it("keeps a result's address on the Hindi page when it writes it one way", async () => {
    const page = await visit("/hi/tools/gst-calculator?amount=4,50,000&rate=18&utm_source=whatsapp");
    expect(page.res.status).toBe(302);
    expect(page.res.headers.get("Location")).toBe("/hi/tools/gst-calculator?amount=450000&rate=18&supply=intra&utm_source=whatsapp");
  });

  it("says a mistake in Hindi, as the error summary and at the field (422)", async () => {
    const page = await visit("/hi/tools/gst-calculator?amount=4.50.000&rate=18&supply=intra");
    expect(page.res.status).toBe(422);
    expect(page.text).toContain("कृपया ये गलतियाँ ठीक करें:");
    expect(page.shown.split("रकम रुपए में लिखें, जैसे 4,50,000, 35 लाख या 1.5 करोड़।")).toHaveLength(3);
    expect(page.text).not.toContain("Enter an amount");
  });

  it("reads an amount written in lakh, crore or thousand, in Hindi or English, and asks for an empty one plainly", async () => {
    for (const [typed, rupees] of [["35 लाख", "3500000"], ["35L", "3500000"], ["1.5 करोड़", "15000000"], ["1.5 cr", "15000000"], ["50 हज़ार", "50000"], ["50k", "50000"]]) {
      const page = await visit(`/hi/tools/gst-calculator?amount=${encodeURIComponent(typed)}&rate=18&supply=intra`);
      expect(page.res.status, typed).toBe(302);
      expect(page.res.headers.get("Location"), typed).toBe(`/hi/tools/gst-calculator?amount=${rupees}&rate=18&supply=intra`);
    }
    const empty = await visit("/hi/tools/gst-calculator?amount=&rate=18&supply=intra");
    expect(empty.res.status).toBe(422);
    expect(empty.shown.split("कृपया रकम लिखें।")).toHaveLength(3);
    expect(empty.text).not.toContain("रकम रुपए में लिखें");
    // The placeholder reads as an example, not as a value already filled in.
    expect(empty.shown).toContain('placeholder="जैसे 4,50,000 या 4.5 लाख"');
  });
});

describe("the Hindi EMI calculator", () => {
  it("shows the instalment, the comparison and the schedule in Hindi", async () => {
    const page = await visit("/hi/tools/emi-calculator?amount=1000000&rate=10&tenure=5&unit=years&rate2=9.5");
    expect(page.res.status).toBe(200);
    for (const words of [
      "मासिक ईएमआई ₹21,247",
      "₹10,00,000.00, सालाना 10% ब्याज पर, 5 साल के लिए",
      "2 दरों की तुलना",
      "10% पर",
      "9.5% पर",
      "साल-दर-साल चुकौती",
      "शुरुआती बकाया",
      "₹10,00,000.00, सालाना 10% ब्याज पर, 5 साल के लिए, रुपए में",
      "ईएमआई कैलकुलेटर से: ₹10,00,000.00 का लोन",
    ]) {
      expect(page.text.includes(words) || decodeURIComponent(page.hrefs.join(" ")).includes(words), words).toBe(true);
    }
    expect(page.text).toMatch(/सालाना 9\.5% पर: हर महीने ₹[\d,]+, यानी ₹[\d,]+\.\d{2} कम।/);
    expect(page.description).toMatch(/^ईएमआई हर महीने ₹21,247, 10% पर 60 महीने के लिए; कुल ब्याज ₹[\d,.]+; कुल भुगतान ₹[\d,.]+। 9\.5% पर: ईएमआई ₹[\d,]+, यानी हर महीने ₹[\d,.]+ कम और कुल ब्याज में ₹[\d,.]+ कम।$/);
    expect(page.text).toContain("लोन की ईएमआई");
  });

  it("says the tenure's limit in Hindi", async () => {
    const page = await visit("/hi/tools/emi-calculator?amount=1000000&rate=10&tenure=40&unit=years");
    expect(page.res.status).toBe(422);
    expect(page.text).toContain("1 से 30 साल (360 महीने) तक की अवधि लिखें।");
  });
});

describe("the Hindi GST registration check", () => {
  it("answers in Hindi, with the state, the rule, the limit and the citation in Hindi", async () => {
    const page = await visit("/hi/tools/gst-registration-check?turnover=2500000&supplies=goods&interstate=no&ecommerce=no&excluded=no&state=telangana");
    expect(page.res.status).toBe(200);
    expect(page.text).toContain("आपको जीएसटी पंजीकरण कराना होगा");
    expect(page.text).toContain(
      "आपका कुल टर्नओवर ₹25,00,000 है, जो तेलंगाना में सिर्फ़ माल सप्लाई करने वालों के लिए ₹20 लाख की सीमा से ज़्यादा है, इसलिए आपको पंजीकरण कराना होगा, सीमा पार करने के 30 दिन के अंदर (धारा 25(1))। तेलंगाना ने माल के लिए ₹40 लाख की सीमा नहीं अपनाई है।",
    );
    expect(page.text).toContain("लागू नियम सेवाओं, या माल और सेवाओं दोनों के लिए ₹20 लाख की सीमा");
    expect(page.text).toContain("टर्नओवर की सीमा ₹20 लाख");
    expect(page.shown).toMatch(/<dd class="[^"]*">सीजीएसटी अधिनियम, 2017 की धारा 22\(1\), साथ में धारा 22 के स्पष्टीकरण का खंड \(iii\)/);
    // The rules under the check cite the law in Hindi too: sections and notification numbers as written.
    expect(page.text).toContain("स्रोत: सीजीएसटी अधिनियम, 2017 की धारा 2(6)");
    expect(page.text).toContain("अधिसूचना 10/2019-Central Tax, 7 मार्च 2019 (1 अप्रैल 2019 से)");
    expect(page.text).toContain("स्रोत: सीजीएसटी अधिनियम, 2017 की धारा 24");
    expect(page.shown).not.toMatch(/CGST Act|Section \d/);
    expect(page.shown).toContain('<option value="telangana" selected="">तेलंगाना</option>');
    expect(page.shown).toContain('<optgroup label="केंद्र शासित प्रदेश">');
    // A full stop after the link to the other cases is Hindi's.
    expect(page.shown).toMatch(/जाँच के नीचे दी गई है<\/a>।/);
    // The rules and the other cases under the check.
    expect(page.text).toContain("सिर्फ़ माल सप्लाई करने वालों के लिए ₹40 लाख की सीमा");
    expect(page.text).toContain("लागू होने की तारीख: 1 जुलाई 2017।");
    expect(page.text).toContain("रिवर्स चार्ज पर जीएसटी चुकाने वाला खरीदार।");
    expect(page.description).toBe("आपको जीएसटी पंजीकरण कराना होगा (कुल टर्नओवर ₹25,00,000, तेलंगाना)। सेवाओं, या माल और सेवाओं दोनों के लिए ₹20 लाख की सीमा: धारा 22(1), सीजीएसटी अधिनियम।");
  });

  it("says what the check leaves unanswered in Hindi", async () => {
    const page = await visit("/hi/tools/gst-registration-check?turnover=1500000&state=goa");
    expect(page.res.status).toBe(422);
    expect(page.text).toContain("चुनें कि आप माल, सेवाएँ या दोनों सप्लाई करते हैं।");
  });
});

describe("the Hindi compliance calendar", () => {
  it("shows the year in Hindi: each date's title, who, penalty and law, with form codes and section numbers as written", async () => {
    const page = await visit("/hi/tools/compliance-calendar");
    expect(page.res.status).toBe(200);
    expect(page.h1).toBe("अनुपालन कैलेंडर वित्त वर्ष 2026-27");
    expect(page.text).toMatch(/(जनवरी|फ़रवरी|मार्च) 2027/);
    expect(page.text).toContain("तारीखें और कानूनी प्रावधान");
    // The disclaimer in Hindi.
    expect(page.text).toContain("ये तारीखें सिर्फ़ योजना बनाने के लिए हैं");
    // Each due date's title, who, penalty and law are in Hindi (issue 47), the form's code as clients write it.
    expect(page.shown).toMatch(/<h3[^>]*>[\u0900-\u097F]+ 20\d\d का GSTR-3B<span class="sr-only">, अंतिम तारीख \d{1,2} [^<]+ 20\d\d<\/span><\/h3>/);
    expect(page.shown).toMatch(/<dt[^>]*>किसके लिए<\/dt><dd class="[^"]*">हर महीने रिटर्न दाखिल करने वाले नियमित करदाता/);
    expect(page.text).toContain("सीजीएसटी अधिनियम, 2017 की धारा 39(1)");
    expect(page.shown).not.toMatch(/<(dd|span) lang="en"/);
    // One date at a time into Google Calendar (its phone app cannot subscribe), in Hindi, linking back here.
    const google = page.shown.match(/href="(https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE[^"]+)"/)?.[1].replace(/&amp;/g, "&");
    expect(new URL(google!).searchParams.get("details")).toMatch(/^किसके लिए: .+\n\nhttp:\/\/localhost\/hi\/tools\/compliance-calendar#/s);
    expect(page.text).toContain("गूगल कैलेंडर में जोड़ें");
    // The feed is the Hindi one, offered for a computer with the steps in Hindi, and by kind.
    expect(page.shown).toContain("webcal://localhost/hi/tools/compliance-calendar.ics");
    expect(page.text).toContain("गूगल कैलेंडर का फ़ोन ऐप इस तरह के कैलेंडर की सदस्यता नहीं ले सकता।");
    expect(page.hrefs).toContain("/hi/tools/compliance-calendar?kind=gst#feed-heading");
    // On a phone the reminders lead: their section comes before the feed's.
    expect(page.shown.indexOf('id="reminders-heading"')).toBeLessThan(page.shown.indexOf('id="feed-heading"'));
    // The filter's links stay on the Hindi page.
    expect(page.hrefs).toContain("/hi/tools/compliance-calendar?kind=gst");
    expect(page.text).toContain("टीडीएस और टीसीएस");
    // The reminder form in Hindi.
    for (const words of ["ईमेल पता", "किन तारीखों की याद दिलाएँ", "कितने दिन पहले", "3 दिन पहले", "मुझे रिमाइंडर ईमेल करें"]) expect(page.text).toContain(words);
    expect(page.shown).toContain('aria-label="अनुपालन रिमाइंडर के लिए सदस्यता"');
    expect(page.shown).toMatch(/<form[^>]*action="\/hi\/tools\/compliance-calendar"/);
  });

  it("filters by kind on the Hindi page, and keeps a strange query there", async () => {
    const page = await visit("/hi/tools/compliance-calendar?kind=gst");
    expect(page.res.status).toBe(200);
    expect(page.shown).toMatch(/<a [^>]*href="\/hi\/tools\/compliance-calendar\?kind=gst"[^>]*aria-current="page"|<a [^>]*aria-current="page"[^>]*href="\/hi\/tools\/compliance-calendar\?kind=gst"/);
    expect(page.text).toContain("इस फ़ीड में केवल जीएसटी की तारीखें हैं।");
    const odd = await visit("/hi/tools/compliance-calendar?kind=astrology");
    expect(odd.res.status).toBe(302);
    expect(odd.res.headers.get("Location")).toBe("/hi/tools/compliance-calendar");
  });
});

describe("the Hindi reminder sign-up without JavaScript", () => {
  const post = (fields: Record<string, string | string[]>) => {
    const body = new URLSearchParams({ form: "compliance_reminder", website: "" });
    for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
    return SELF.fetch(`${ORIGIN}/hi/tools/compliance-calendar`, { method: "POST", headers: { Origin: ORIGIN, "CF-Connecting-IP": freshIp() }, body, redirect: "manual" });
  };

  it("answers a mistake in Hindi", async () => {
    const res = await post({ email: "rameshji@", leadDays: "3" });
    expect(res.status).toBe(400);
    const html = (await res.text()).split('id="page-data"')[0];
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain("कृपया इन्हें ठीक करें:");
    expect(html).toContain("ईमेल पता सही नहीं है।");
    expect(html).toContain("कम से कम एक तरह की अंतिम तारीख चुनें।");
    expect(html).not.toContain("Choose at least one");
  });

  it("signs up and lands on the Hindi answer", async () => {
    const res = await post({ email: "ramesh.tools@example.in", kinds: ["gst", "tds-tcs"], leadDays: "7" });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get("Location")!, ORIGIN);
    expect(location.pathname).toBe("/hi/thank-you");
    expect(location.searchParams.get("form")).toBe("compliance_reminder");
    const html = await (await SELF.fetch(location)).text();
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain("अपना ईमेल देखें");
    expect(html).toContain('href="/hi/tools/compliance-calendar"');
  });
});
