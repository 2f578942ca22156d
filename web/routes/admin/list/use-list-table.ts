import {
  type ColumnDef,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
} from "@tanstack/react-table";
import { useEffect } from "react";
import type { ListStateControls } from "./list-state";
import "./column-meta";

const PAGE_SIZE = 10;

interface ListTableOptions<Row> {
  /** Every row; paging, sorting, filtering and search happen here in the browser. */
  rows: Row[];
  /** `any`: each column has its own value type. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's own type for mixed columns
  columns: ColumnDef<Row, any>[];
  list: ListStateControls;
}

/**
 * A TanStack table whose state is the URL's. Today it pages, sorts and filters all rows in the
 * browser; moving that to the server means `manual*` flags plus a row count here, nothing else.
 */
export function useListTable<Row extends { id: number }>({ rows, columns, list }: ListTableOptions<Row>) {
  const { state } = list;
  // TanStack Table returns functions React cannot memoise; this project does not use the React Compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: (row) => String(row.id),
    state: {
      pagination: { pageIndex: state.page - 1, pageSize: PAGE_SIZE },
      sorting: state.sort ? [state.sort] : [],
      globalFilter: state.search,
      columnFilters: Object.entries(state.filters).map(([id, value]) => ({ id, value })),
    },
    onSortingChange: (updater) => {
      const next = typeof updater === "function" ? updater(state.sort ? [state.sort] : []) : updater;
      list.setSort(next[0] ?? null);
    },
    globalFilterFn: "includesString",
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    autoResetPageIndex: false,
  });

  // A page past the end (after a delete, or an old link) shows the last page instead.
  const pageCount = table.getPageCount();
  const { page } = state;
  const { setPage } = list;
  useEffect(() => {
    if (pageCount > 0 && page > pageCount) setPage(pageCount);
  }, [page, pageCount, setPage]);

  return table;
}
