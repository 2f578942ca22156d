import { describe, expect, it } from "vitest";
import { csvCell, csvRow, csvStream } from "./csv";

describe("csvCell", () => {
  it("leaves plain text alone and empties null", () => {
    expect(csvCell("Meera Joshi")).toBe("Meera Joshi");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("quotes commas, quotes and line breaks as RFC 4180 says, doubling inner quotes", () => {
    expect(csvCell("Joshi, Meera")).toBe('"Joshi, Meera"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  it("neutralises cells a spreadsheet would run as a formula", () => {
    expect(csvCell("=HYPERLINK(\"http://evil\")")).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+91 98930 12345")).toBe("'+91 98930 12345");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1:A2)")).toBe("'@SUM(A1:A2)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("\r=1")).toBe('"\'\r=1"');
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("ends each record with CRLF", () => {
    expect(csvRow(["a", null, "b,c"])).toBe('a,,"b,c"\r\n');
  });
});

describe("csvStream", () => {
  it("starts with the BOM and the header, reads page after page from the last row, and stops on a short page", async () => {
    const cursors: (number | null)[] = [];
    const stream = csvStream({
      header: ["n"],
      pageSize: 2,
      page: async (after: number | null) => {
        cursors.push(after);
        const start = (after ?? 0) + 1;
        return [start, start + 1].filter((n) => n <= 5);
      },
      cursorOf: (n) => n,
      cells: (n) => [n],
    });
    // ignoreBOM keeps the mark in the text instead of consuming it.
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1)).toBe("n\r\n1\r\n2\r\n3\r\n4\r\n5\r\n");
    expect(cursors).toEqual([null, 2, 4]);
  });
});
