import type { RowData } from "@tanstack/react-table";

declare module "@tanstack/react-table" {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes for the column's cells (e.g. "font-medium", "whitespace-nowrap"). */
    className?: string;
  }
}
