import type { ColumnDef, RowSelectionState } from "@tanstack/react-table";
import type { ReactNode } from "react";
import type { ListPage } from "#core/schemas/list-query";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ListCards } from "./list-cards";
import type { ListFilter } from "./list-filter";
import { ListPagination } from "./list-pagination";
import type { ListStateControls } from "./list-state";
import { ListTable } from "./list-table";
import { ListToolbar } from "./list-toolbar";
import { useListTable } from "./use-list-table";

interface AdminListProps<Row> {
  /** Plural noun for the loading, failure and no-match lines, e.g. "blog posts". */
  noun: string;
  /** The URL state of the list (useListState), which the caller also turned into the API query. */
  list: ListStateControls;
  /** The server's page, or undefined while the first one loads. */
  data: ListPage<Row> | undefined;
  isError: boolean;
  /** `any`: each column has its own value type. A column with id "actions" holds the row's buttons. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's own type for mixed columns
  columns: ColumnDef<Row, any>[];
  filters?: readonly ListFilter[];
  /** Offer from/to dates (the created date). */
  dates?: boolean;
  /** A one-press view beside the filters (the inbox's "New today"). */
  quick?: ReactNode;
  /** Tighter cells, for a list of many columns. */
  compact?: boolean;
  /** Shown instead of the list when there are no rows at all. */
  empty: ReactNode;
  /** Ticked rows (for bulk actions), and what to show above the table while some are ticked. */
  selection?: { value: RowSelectionState; onChange: (next: RowSelectionState) => void; actions: ReactNode };
}

const NO_FILTERS: readonly ListFilter[] = [];
const NO_ROWS: never[] = [];

/**
 * An admin list in its states (loading, failed, empty, no match, rows) over one server page, with
 * search, filters, dates, sort, page and page size in the URL.
 */
export function AdminList<Row extends { id: number }>({ noun, list, data, isError, columns, filters = NO_FILTERS, dates = false, quick, compact = false, empty, selection }: AdminListProps<Row>) {
  const table = useListTable({ rows: data?.rows ?? NO_ROWS, total: data?.total ?? 0, columns, list, selection });
  if (isError && !data) return <p className="text-muted-foreground">The {noun} could not be loaded. Reload the page to try again.</p>;
  if (!data) return <p className="text-muted-foreground">Loading {noun}…</p>;
  if (data.total === 0 && !list.narrowed) return empty;
  const noMatch = (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
        <p className="font-medium">No {noun} match this search and these filters.</p>
        <p className="text-sm text-muted-foreground">Try other words, widen the dates, or clear the filters to see every one.</p>
        <Button variant="outline" onClick={list.clear}>
          Clear search and filters
        </Button>
      </CardContent>
    </Card>
  );
  return (
    <>
      <ListToolbar noun={noun} filters={filters} dates={dates} quick={quick} list={list} />
      {selection && Object.keys(selection.value).length > 0 ? selection.actions : null}
      {data.total === 0 ? (
        noMatch
      ) : (
        <>
          <ListTable table={table} compact={compact} />
          <ListCards table={table} />
          <ListPagination table={table} list={list} noun={noun} total={data.total} />
        </>
      )}
    </>
  );
}
