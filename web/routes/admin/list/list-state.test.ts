import { describe, expect, it } from "vitest";
import { PAGE_SIZE_DEFAULT, PAGE_SIZES } from "#core/schemas/list-query";
import { listQueryOf, listStateOf, withChanges } from "./list-state";

const params = (query: string) => new URLSearchParams(query);
const FILTERS = ["status", "type"] as const;

describe("the list state in the URL", () => {
  it("reads every part of a view, and only the list's declared filters", () => {
    const size = PAGE_SIZES.find((s) => s !== PAGE_SIZE_DEFAULT)!;
    expect(listStateOf(params(`page=3&size=${size}&sort=-date&q=gst&from=2026-01-01&to=2026-03-31&status=new&job=4`), FILTERS)).toEqual({
      page: 3,
      size,
      sort: { id: "date", desc: true },
      search: "gst",
      from: "2026-01-01",
      to: "2026-03-31",
      filters: { status: "new" },
    });
  });

  it("falls back to the defaults for missing or hand-edited values", () => {
    const defaults = { page: 1, size: PAGE_SIZE_DEFAULT, sort: null, search: "", from: "", to: "", filters: {} };
    expect(listStateOf(params(""), FILTERS)).toEqual(defaults);
    expect(listStateOf(params("page=0&size=7"), FILTERS)).toEqual(defaults);
    expect(listStateOf(params("page=-2&size=abc&status="), FILTERS)).toEqual(defaults);
    expect(listStateOf(params("sort=title"), FILTERS).sort).toEqual({ id: "title", desc: false });
  });

  it("asks the API for what differs from the defaults, so the default view's query is empty", () => {
    expect(listQueryOf(listStateOf(params(""), FILTERS))).toEqual({});
    expect(listQueryOf(listStateOf(params(`page=2&sort=-date&q=tax&status=read&open=12`), FILTERS))).toEqual({
      page: "2",
      sort: "-date",
      q: "tax",
      status: "read",
    });
  });

  it("starts again at page 1 on any change but a page change, and keeps params that are not the list's", () => {
    const current = params("page=4&q=gst&open=12");
    expect(withChanges(current, { status: "new" }).toString()).toBe("q=gst&open=12&status=new");
    expect(withChanges(current, { q: null }).toString()).toBe("open=12");
    expect(withChanges(current, { page: "5" }).toString()).toBe("page=5&q=gst&open=12");
    expect(withChanges(current, { page: null }).toString()).toBe("q=gst&open=12");
    // The caller's params are not changed in place.
    expect(current.toString()).toBe("page=4&q=gst&open=12");
  });
});
