/**
 * Brochures and share images are drawn once, at build time, so they must not carry a fact staff
 * change in Settings → Site: after a change they would go on showing the old one (issue 23).
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { defaultSiteSettings } from "#core/content/site-defaults";
import { services } from "#core/content/services";
import { subServices } from "#core/content/sub-services";
import { shareCardHtml } from "../../scripts/og-images/card";
import { shareCardCopy } from "../../scripts/og-images/copy";
import { brochurePath } from "../../web/lib/brochures";
import { pdfText } from "./pdf-text";

const digits = (text: string) => text.replace(/\D/g, "");

/** Every staff-edited fact a printed or drawn artefact could show, as text and (phones) as digits. */
const { phones, whatsapp, email, address, bookingUrl, social } = defaultSiteSettings;
const facts = [email, address.line1, bookingUrl, ...Object.values(social)].filter(Boolean);
const phoneDigits = [...phones, whatsapp].map((phone) => digits(phone).slice(-10));

function assertNoStaffFacts(text: string, where: string) {
  for (const fact of facts) assert.ok(!text.includes(fact), `${where} shows "${fact}", which staff edit in Settings → Site`);
  for (const phone of phoneDigits) assert.ok(!digits(text).includes(phone), `${where} shows the phone ${phone}`);
  assert.ok(!text.includes(address.pincode), `${where} shows the office's PIN code`);
}

describe("build-time artefacts", () => {
  it("no brochure carries a phone, email, address or link staff can change", () => {
    let checked = 0;
    for (const service of services) {
      for (const sub of subServices[service.id]) {
        const path = brochurePath(service.id, sub.id);
        const text = pdfText(readFileSync(`public${path}`));
        assert.ok(text.includes(sub.title), `${path}: its text could not be read`);
        assertNoStaffFacts(text, path);
        checked++;
      }
    }
    assert.equal(checked, Object.values(subServices).flat().length);
  });

  it("no share image is drawn with a phone, email, address or link staff can change", () => {
    for (const service of services) {
      for (const copy of [shareCardCopy(service), ...subServices[service.id].map((sub) => shareCardCopy(service, sub))]) {
        const html = shareCardHtml(copy);
        assert.ok(html.includes(copy.title.replace(/&/g, "&amp;")));
        assertNoStaffFacts(html, `the share image of ${copy.title}`);
      }
    }
  });
});
