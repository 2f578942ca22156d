import { type ColumnDef, getCoreRowModel, type RowSelectionState, useReactTable } from "@tanstack/react-table";
import { useEffect } from "react";
import type { ListStateControls } from "./list-state";
import "./column-meta";

interface ListTableOptions<Row> {
  /** The page of rows the server sent; paging, sorting, filtering and search happen there. */
  rows: Row[];
  /** How many rows match in all, for the page count. */
  total: number;
  /** `any`: each column has its own value type. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's own type for mixed columns
  columns: ColumnDef<Row, any>[];
  list: ListStateControls;
  /** Ticked rows, by id, when the list has bulk actions. */
  selection?: { value: RowSelectionState; onChange: (next: RowSelectionState) => void };
}

/** A TanStack table over one server page, whose state is the URL's. */
export function useListTable<Row extends { id: number }>({ rows, total, columns, list, selection }: ListTableOptions<Row>) {
  const { state } = list;
  // TanStack Table returns functions React cannot memoise; this project does not use the React Compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: (row) => String(row.id),
    // The server sorts, by the columns its list query names: a column opts in with enableSorting.
    defaultColumn: { enableSorting: false },
    state: {
      pagination: { pageIndex: state.page - 1, pageSize: state.size },
      sorting: state.sort ? [state.sort] : [],
      rowSelection: selection?.value ?? {},
    },
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    rowCount: total,
    enableRowSelection: selection !== undefined,
    onRowSelectionChange: (updater) => {
      if (!selection) return;
      selection.onChange(typeof updater === "function" ? updater(selection.value) : updater);
    },
    onSortingChange: (updater) => {
      const next = typeof updater === "function" ? updater(state.sort ? [state.sort] : []) : updater;
      list.setSort(next[0] ?? null);
    },
    getCoreRowModel: getCoreRowModel(),
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
