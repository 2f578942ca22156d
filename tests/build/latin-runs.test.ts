/** The checker the Hindi visitor's browser test reads pages and mails with (tests/browser/latin-runs.ts). */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { latinRuns } from "../browser/latin-runs";

describe("latinRuns", () => {
  it("catches an English sentence planted in Hindi copy", () => {
    const page = "जीएसटी कैलकुलेटर\nकिसी कीमत में जीएसटी जोड़ें। Please enter an amount. फिर हिसाब लगाएँ।";
    assert.deepEqual(latinRuns(page), ["Please enter an amount."]);
  });

  it("catches English around an allowed code, the brand or a number, which neither count nor break a run", () => {
    assert.deepEqual(latinRuns("File GSTR-1 by the 11th"), ["File GSTR-1 by the 11th"]);
    assert.deepEqual(latinRuns("Thank you from Vriddhi Business Solutions"), ["Thank you from"]);
    assert.deepEqual(latinRuns("Plot No. 48, Zone-II"), ["Plot No. 48, Zone-II"]);
  });

  it("catches an English sentence in brackets that explains nothing", () => {
    assert.deepEqual(latinRuns("(Call us back in the morning)"), ["(Call us back in the morning)"]);
  });

  it("passes codes, section and notification numbers, and identifiers beside Hindi", () => {
    const text = [
      "नवंबर 2026 का GSTR-1, अंतिम तारीख 11 दिसंबर 2026",
      "AOC-4 और MGT-7, DIR-3 KYC, फ़ॉर्म 26AS, 24Q/26Q",
      "सीजीएसटी अधिनियम, 2017 की धारा 37(1); अधिसूचना 83/2020-Central Tax ने 11 तारीख किया",
      "कंपनी (निदेशकों की नियुक्ति और योग्यता) नियम, 2014, नियम 12A, जैसा G.S.R. 943(E) से बदला गया",
    ].join("\n");
    assert.deepEqual(latinRuns(text), []);
  });

  it("passes the brand, addresses, and a term or an Act's official name in brackets beside the Hindi", () => {
    const text = [
      "© 2026 Vriddhi Business Solutions LLP. सर्वाधिकार सुरक्षित।",
      "धन्यवाद,\nVriddhi Business Solutions की टीम",
      "कुल टर्नओवर (aggregate turnover) यानी आपके पैन के तहत पूरी बिक्री",
      "डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 (Digital Personal Data Protection Act, 2023) के तहत",
      "मेरे रिमाइंडर पक्के करें: http://localhost:8787/hi/reminders/confirm?token=abc you@company.in",
      "Other calendars के पास + दबाएँ और From URL चुनें।",
    ].join("\n");
    assert.deepEqual(latinRuns(text), []);
  });

  it("passes names the test gives, and two Latin words, and ends a run at a line break", () => {
    assert.deepEqual(latinRuns("Dr. Meenal Saxena, संचालन निदेशक", ["Dr. Meenal Saxena"]), []);
    assert.deepEqual(latinRuns("Dr. Meenal Saxena, संचालन निदेशक"), ["Dr. Meenal Saxena,"]);
    assert.deepEqual(latinRuns("Aditi Shrivastava\nGSTR-3B रिटर्न\nMalwa Naturals"), []);
  });
});
