import { useLayoutEffect, useRef } from "react";
import { useSearchParams } from "react-router-dom";
import { PAGE_SIZE_DEFAULT, PAGE_SIZES } from "#core/schemas/list-query";

/** What a list shows, kept in the URL so that a view survives a reload, a shared link and the back button. */
export interface ListState {
  /** 1-based. */
  page: number;
  size: number;
  sort: { id: string; desc: boolean } | null;
  search: string;
  /** From and to days (YYYY-MM-DD), both included. */
  from: string;
  to: string;
  /** Filter name → the one value it must equal; only the list's declared filters are read. */
  filters: Record<string, string>;
}

const positive = (value: string | null, fallback: number) => Math.max(1, Number.parseInt(value ?? "", 10) || fallback);

/** The list's state as its search params say it: anything missing or out of range takes the default. */
export function listStateOf(params: URLSearchParams, filterIds: readonly string[]): ListState {
  const sortParam = params.get("sort");
  const size = positive(params.get("size"), PAGE_SIZE_DEFAULT);
  return {
    page: positive(params.get("page"), 1),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZE_DEFAULT,
    sort: sortParam ? { id: sortParam.replace(/^-/, ""), desc: sortParam.startsWith("-") } : null,
    search: params.get("q") ?? "",
    from: params.get("from") ?? "",
    to: params.get("to") ?? "",
    filters: Object.fromEntries(filterIds.flatMap((id) => (params.get(id) ? [[id, params.get(id) as string]] : []))),
  };
}

/** The API query of a view: the list params that differ from the defaults, and nothing else. */
export function listQueryOf(state: ListState): Record<string, string> {
  return Object.fromEntries(
    Object.entries({
      page: state.page > 1 ? String(state.page) : "",
      size: state.size !== PAGE_SIZE_DEFAULT ? String(state.size) : "",
      sort: state.sort ? `${state.sort.desc ? "-" : ""}${state.sort.id}` : "",
      q: state.search,
      from: state.from,
      to: state.to,
      ...state.filters,
    }).filter(([, value]) => value !== ""),
  );
}

/**
 * The params after a change (empty values are removed): anything but a page change starts again at
 * page 1, and params that are not the list's (e.g. the inbox's open inquiry) are kept.
 */
export function withChanges(current: URLSearchParams, changes: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(current);
  if (!("page" in changes)) next.delete("page");
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/**
 * The list's state as search params, named as the API's list query names them (core/schemas/
 * list-query): `page=2`, `size=50`, `sort=-date` (a leading minus is descending), `q=tax`,
 * `from`/`to`, and one param per filter (`status=read`). The same params are the API's query.
 */
export function useListState(filterIds: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const state = listStateOf(params, filterIds);
  // The params as last written: react-router hands a functional update the params of the last
  // render, so two changes before the next one (two filters picked at once) would lose the first.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);

  function update(changes: Record<string, string | null>, options: { replace?: boolean } = {}) {
    const next = withChanges(latest.current, changes);
    latest.current = next;
    setParams(next, { replace: options.replace, preventScrollReset: true });
  }

  const query = listQueryOf(state);
  const narrowed = Boolean(state.search || state.from || state.to || Object.keys(state.filters).length > 0);

  return {
    state,
    query,
    /** A search, a date or a filter is set: an empty page means "no match", not "nothing yet". */
    narrowed,
    setPage: (page: number) => update({ page: page > 1 ? String(page) : null }),
    setSize: (size: number) => update({ size: size !== PAGE_SIZE_DEFAULT ? String(size) : null }),
    setSort: (sort: ListState["sort"]) => update({ sort: sort ? `${sort.desc ? "-" : ""}${sort.id}` : null }),
    // Typing replaces the entry: the back button should not replay every search.
    setSearch: (search: string) => update({ q: search || null }, { replace: true }),
    setDates: (from: string, to: string) => update({ from: from || null, to: to || null }),
    setFilter: (id: string, value: string) => update({ [id]: value || null }),
    /** Back to everything: search, dates and filters cleared, page 1 (size and sort stay). */
    clear: () => update(Object.fromEntries(["q", "from", "to", ...filterIds].map((key) => [key, null]))),
    /** The URL of another page of this view, for real links. */
    pageHref: (page: number) => `?${withChanges(params, { page: page > 1 ? String(page) : null })}`,
  };
}

export type ListStateControls = ReturnType<typeof useListState>;
