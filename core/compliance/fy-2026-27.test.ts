import { describe, expect, it } from "vitest";
import { fy2026 } from "./fy-2026-27";
import { deadlineKinds } from "../taxonomies/compliance";

const { deadlines } = fy2026;
const byId = new Map(deadlines.map((deadline) => [deadline.id, deadline]));
const dueOf = (id: string) => byId.get(id)?.dueDate;

/** A real calendar day: the round trip through Date rejects 2026-02-30 and 2026-04-31. */
const isRealDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

describe("fy2026", () => {
  it("spans financial year 2026-27", () => {
    expect(fy2026).toMatchObject({ label: "2026-27", starts: "2026-04-01", ends: "2027-03-31", verifiedOn: "2026-11-27" });
  });

  it("gives every deadline a unique, stable id of lowercase words and digits", () => {
    expect(byId.size).toBe(deadlines.length);
    for (const { id } of deadlines) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("dates every deadline on a real day inside the year, in order of date and then id", () => {
    for (const { id, dueDate } of deadlines) {
      expect(isRealDay(dueDate), id).toBe(true);
      expect(dueDate >= fy2026.starts && dueDate <= fy2026.ends, id).toBe(true);
    }
    const sorted = [...deadlines].sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id.localeCompare(b.id));
    expect(deadlines.map((d) => d.id)).toEqual(sorted.map((d) => d.id));
  });

  it("says who, why and at what cost for every deadline", () => {
    for (const deadline of deadlines) {
      expect(deadlineKinds, deadline.id).toContain(deadline.kind);
      for (const field of ["form", "title", "who", "citation", "penalty", "penaltyCitation"] as const) {
        expect(deadline[field].trim().length, `${deadline.id}.${field}`).toBeGreaterThan(2);
      }
    }
  });

  it("says it all in Hindi too, with the same figures, codes and section numbers (docs/hindi.md §8)", () => {
    const numbers = (text: string) => text.match(/\d[\d,.]*\d|\d/g)?.map((n) => n.replace(/[.,]$/, "")) ?? [];
    for (const deadline of deadlines) {
      for (const field of ["form", "title", "who", "citation", "penalty", "penaltyCitation", "assumption"] as const) {
        const [en, hi] = [deadline[field], deadline.hi[field]];
        expect(hi === undefined, `${deadline.id}.${field}: said in one language only`).toBe(en === undefined);
        if (en === undefined || hi === undefined) continue;
        if (field !== "form") expect(hi, `${deadline.id}.${field}`).toMatch(/[\u0900-\u097F]/);
        expect(hi.normalize("NFC"), `${deadline.id}.${field}`).toBe(hi);
        // Every figure of the English is in the Hindi (which may add one, "nine months" being "9 महीने").
        for (const n of numbers(en)) expect(numbers(hi), `${deadline.id}.${field}: ${n}`).toContain(n);
      }
      // A form's code as clients write it: GSTR-3B stays GSTR-3B.
      for (const code of deadline.title.match(/[A-Z]{2,}[A-Z0-9]*-\d+[A-Z]?/g) ?? []) expect(deadline.hi.title, deadline.id).toContain(code);
    }
  });

  it("covers every kind the filter offers", () => {
    expect(new Set(deadlines.map((d) => d.kind))).toEqual(new Set(deadlineKinds));
  });
});

describe("GST dates, worked by hand", () => {
  it("puts monthly GSTR-1 on the 11th and GSTR-3B on the 20th of the next month", () => {
    expect(dueOf("gstr-1-monthly-2026-10")).toBe("2026-11-11");
    expect(dueOf("gstr-3b-monthly-2026-10")).toBe("2026-11-20");
  });

  it("keeps March 2026's returns, due in April 2026, and leaves out March 2027's", () => {
    expect(dueOf("gstr-3b-monthly-2026-03")).toBe("2026-04-20");
    expect(dueOf("gstr-3b-monthly-2027-02")).toBe("2027-03-20");
    expect(byId.has("gstr-3b-monthly-2027-03")).toBe(false);
  });

  it("files the QRMP GSTR-3B on the 22nd after the quarter, Madhya Pradesh's date", () => {
    expect(dueOf("gstr-3b-quarterly-fy-2026-27-q2")).toBe("2026-10-22");
    expect(byId.get("gstr-3b-quarterly-fy-2026-27-q2")?.title).toBe("GSTR-3B for July–September 2026 (quarterly)");
    expect(byId.get("gstr-3b-quarterly-fy-2026-27-q2")?.who).toMatch(/Madhya Pradesh.*24th/);
    expect(dueOf("gstr-3b-quarterly-fy-2025-26-q4")).toBe("2026-04-22");
  });

  it("offers IFF and PMT-06 for the first two months of a quarter only", () => {
    expect(dueOf("iff-2026-07")).toBe("2026-08-13");
    expect(dueOf("iff-2026-08")).toBe("2026-09-13");
    expect(byId.has("iff-2026-09")).toBe(false);
    expect(dueOf("pmt-06-2027-02")).toBe("2027-03-25");
    expect(byId.has("pmt-06-2026-03")).toBe(false);
  });

  it("dates the quarterly GSTR-1, CMP-08 and the annual returns", () => {
    expect(dueOf("gstr-1-quarterly-fy-2026-27-q3")).toBe("2027-01-13");
    expect(dueOf("cmp-08-fy-2026-27-q1")).toBe("2026-07-18");
    expect(dueOf("gstr-4-fy-2025-26")).toBe("2026-06-30");
    expect(dueOf("gstr-9-fy-2025-26")).toBe("2026-12-31");
    expect(dueOf("gstr-9c-fy-2025-26")).toBe("2026-12-31");
  });
});

describe("TDS, TCS and income-tax dates, worked by hand", () => {
  it("deposits by the 7th, and leaves March 2027's 30 April deposit to next year", () => {
    expect(dueOf("tds-tcs-deposit-2027-02")).toBe("2027-03-07");
    expect(byId.has("tds-tcs-deposit-2027-03")).toBe(false);
    expect(deadlines.some((d) => d.dueDate === "2027-04-30")).toBe(false);
  });

  it("lists March 2026's deposits and statements under the 1961 Act", () => {
    expect(dueOf("tds-deposit-2026-03")).toBe("2026-04-30");
    expect(dueOf("tcs-deposit-2026-03")).toBe("2026-04-07");
    expect(dueOf("tds-statement-fy-2025-26-q4")).toBe("2026-05-31");
    expect(byId.get("tds-deposit-2026-03")?.citation).toMatch(/Income-tax Act, 1961/);
    expect(byId.get("tds-tcs-deposit-2026-04")?.citation).toMatch(/Income-tax Act, 2025/);
  });

  it("dates the quarterly statements of tax year 2026-27, the fourth falling next year", () => {
    expect(deadlines.filter((d) => d.id.startsWith("tds-statement-fy-2026-27")).map((d) => d.dueDate)).toEqual(["2026-07-31", "2026-10-31", "2027-01-31"]);
    expect(deadlines.filter((d) => d.id.startsWith("tcs-statement-fy-2026-27")).map((d) => d.dueDate)).toEqual(["2026-07-15", "2026-10-15", "2027-01-15"]);
  });

  it("takes advance tax in four cumulative instalments under section 408 of the 2025 Act", () => {
    const instalments = deadlines.filter((d) => d.id.startsWith("advance-tax-"));
    expect(instalments.map((d) => d.dueDate)).toEqual(["2026-06-15", "2026-09-15", "2026-12-15", "2027-03-15"]);
    expect(instalments.map((d) => d.title.match(/(\d+)%/)?.[1])).toEqual(["15", "45", "75", "100"]);
    expect(dueOf("advance-tax-2026-12")).toBe("2026-12-15");
    for (const d of instalments) expect(d.citation).toMatch(/Income-tax Act, 2025, s\. 408/);
  });

  it("dates the returns for FY 2025-26 under the 1961 Act", () => {
    expect(dueOf("itr-non-audit-fy-2025-26")).toBe("2026-07-31");
    expect(dueOf("itr-non-audit-business-fy-2025-26")).toBe("2026-08-31");
    expect(dueOf("tax-audit-report-fy-2025-26")).toBe("2026-09-30");
    expect(dueOf("itr-audit-fy-2025-26")).toBe("2026-10-31");
    expect(dueOf("itr-transfer-pricing-fy-2025-26")).toBe("2026-11-30");
    expect(dueOf("itr-belated-fy-2025-26")).toBe("2026-12-31");
    expect(dueOf("itr-revised-fy-2025-26")).toBe("2027-03-31");
    expect(byId.get("itr-non-audit-fy-2025-26")?.citation).toMatch(/Income-tax Act, 1961, s\. 139\(1\)/);
  });
});

describe("company, LLP, PF and ESI dates, worked by hand", () => {
  it("counts the ROC filings from an AGM on 30 September 2026, and says so", () => {
    expect(dueOf("agm-fy-2025-26")).toBe("2026-09-30");
    expect(dueOf("adt-1-fy-2025-26")).toBe("2026-10-15");
    expect(dueOf("aoc-4-fy-2025-26")).toBe("2026-10-30");
    expect(dueOf("mgt-7-fy-2025-26")).toBe("2026-11-29");
    for (const id of ["adt-1-fy-2025-26", "aoc-4-fy-2025-26", "mgt-7-fy-2025-26"]) {
      expect(byId.get(id)?.assumption).toMatch(/^Computed from an AGM held on 30 September 2026, the last day allowed under section 96/);
    }
  });

  it("files MSME Form I half-yearly", () => {
    expect(dueOf("msme-1-h2-fy-2025-26")).toBe("2026-04-30");
    expect(dueOf("msme-1-h1-fy-2026-27")).toBe("2026-10-31");
  });

  it("files LLP Form 11 by 30 May and Form 8 by 30 October", () => {
    expect(dueOf("llp-form-11-fy-2025-26")).toBe("2026-05-30");
    expect(dueOf("llp-form-8-fy-2025-26")).toBe("2026-10-30");
  });

  it("pays PF and ESI for a month by the 15th of the next", () => {
    expect(dueOf("pf-2026-10")).toBe("2026-11-15");
    expect(dueOf("esi-2026-10")).toBe("2026-11-15");
    expect(dueOf("pf-2026-03")).toBe("2026-04-15");
    expect(dueOf("esi-2027-02")).toBe("2027-03-15");
    expect(byId.has("pf-2027-03")).toBe(false);
  });
});
