import type { ColumnDef } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { ListCards } from "./list-cards";
import type { ListFilter } from "./list-filter";
import { ListPagination } from "./list-pagination";
import { useListState } from "./list-state";
import { ListTable } from "./list-table";
import { ListToolbar } from "./list-toolbar";
import { useListTable } from "./use-list-table";

interface AdminListProps<Row> {
  /** Plural noun for the loading, failure and no-match lines, e.g. "blog posts". */
  noun: string;
  /** All rows, or undefined while loading. */
  rows: Row[] | undefined;
  isError: boolean;
  /** `any`: each column has its own value type. A column with id "actions" holds the row's buttons. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's own type for mixed columns
  columns: ColumnDef<Row, any>[];
  filters?: readonly ListFilter[];
  /** Shown instead of the list when there are no rows at all. */
  empty: ReactNode;
}

const NO_FILTERS: readonly ListFilter[] = [];
const NO_ROWS: never[] = [];

/** An admin list in its states (loading, failed, empty, rows) with search, filters, sort and pages in the URL. */
export function AdminList<Row extends { id: number }>({ noun, rows, isError, columns, filters = NO_FILTERS, empty }: AdminListProps<Row>) {
  const list = useListState(filters.map((filter) => filter.column));
  const table = useListTable({ rows: rows ?? NO_ROWS, columns, list });
  if (isError) return <p className="text-muted-foreground">The {noun} could not be loaded.</p>;
  if (!rows) return <p className="text-muted-foreground">Loading {noun}…</p>;
  if (rows.length === 0) return empty;
  return (
    <>
      <ListToolbar noun={noun} filters={filters} list={list} />
      <ListTable table={table} noun={noun} />
      <ListCards table={table} noun={noun} />
      <ListPagination table={table} list={list} noun={noun} />
    </>
  );
}
