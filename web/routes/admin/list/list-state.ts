import { useSearchParams } from "react-router-dom";

/** What a list shows, kept in the URL so that a view survives a reload and the back button. */
export interface ListState {
  /** 1-based. */
  page: number;
  sort: { id: string; desc: boolean } | null;
  search: string;
  /** Column id → the one value it must equal; only the list's declared filters are read. */
  filters: Record<string, string>;
}

/**
 * The list's state as search params: `page=2`, `sort=-date` (a leading minus is descending),
 * `q=tax`, and one param per filter named after its column (`status=draft`).
 */
export function useListState(filterIds: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const sortParam = params.get("sort");
  const state: ListState = {
    page: Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1),
    sort: sortParam ? { id: sortParam.replace(/^-/, ""), desc: sortParam.startsWith("-") } : null,
    search: params.get("q") ?? "",
    filters: Object.fromEntries(filterIds.flatMap((id) => (params.get(id) ? [[id, params.get(id) as string]] : []))),
  };

  /** Sets params (empty values are removed); anything but a page change starts again at page 1. */
  function update(changes: Record<string, string | null>, options: { replace?: boolean } = {}) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (!("page" in changes)) next.delete("page");
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: options.replace, preventScrollReset: true },
    );
  }

  return {
    state,
    setPage: (page: number) => update({ page: page > 1 ? String(page) : null }),
    setSort: (sort: ListState["sort"]) => update({ sort: sort ? `${sort.desc ? "-" : ""}${sort.id}` : null }),
    // Typing replaces the entry: the back button should not replay every keystroke.
    setSearch: (search: string) => update({ q: search || null }, { replace: true }),
    setFilter: (id: string, value: string) => update({ [id]: value || null }),
    /** The URL of another page of this view, for real links. */
    pageHref: (page: number) => {
      const next = new URLSearchParams(params);
      if (page > 1) next.set("page", String(page));
      else next.delete("page");
      return `?${next}`;
    },
  };
}

export type ListStateControls = ReturnType<typeof useListState>;
