import { describe, expect, it } from "vitest";
import { googleCalendarEventUrl } from "./google-calendar";

describe("googleCalendarEventUrl", () => {
  it("makes one all-day event on the due date, ending the next day, in the entry's words", () => {
    const url = new URL(
      googleCalendarEventUrl({ id: "gstr-1-monthly-2026-11", title: "नवंबर 2026 का GSTR-1", due: "2026-12-31" }, "किसके लिए: नियमित करदाता", "https://www.example.in/hi/tools/compliance-calendar"),
    );
    expect(`${url.origin}${url.pathname}`).toBe("https://calendar.google.com/calendar/render");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: "TEMPLATE",
      text: "नवंबर 2026 का GSTR-1",
      dates: "20261231/20270101",
      details: "किसके लिए: नियमित करदाता\n\nhttps://www.example.in/hi/tools/compliance-calendar#gstr-1-monthly-2026-11",
    });
  });
});
