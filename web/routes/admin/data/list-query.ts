import { keepPreviousData, type QueryKey, useQuery } from "@tanstack/react-query";
import type { ListPage } from "#core/schemas/list-query";
import { useLoadFailureToast } from "./use-load-failure-toast";

/**
 * One page of an admin list from the server, cached under `[...key, query]`. While the next page
 * or search loads, the current rows stay on screen (marked as updating) instead of a blank list.
 */
export function useListPage<Row>(key: QueryKey, query: Record<string, string>, fetchPage: (query: Record<string, string>) => Promise<ListPage<Row>>, failure: string) {
  const { data, isError, isPlaceholderData } = useQuery({
    queryKey: [...key, query],
    queryFn: () => fetchPage(query),
    placeholderData: keepPreviousData,
  });
  useLoadFailureToast(isError, failure);
  return { data, isError, updating: isPlaceholderData };
}

/** Where a list's CSV downloads from: the view's search, dates and filters, without paging or sort. */
export function exportHref(path: string, query: Record<string, string>): string {
  const params = new URLSearchParams(Object.entries(query).filter(([key]) => !["page", "size", "sort"].includes(key)));
  const search = params.toString();
  return `${path}${search ? `?${search}` : ""}`;
}
