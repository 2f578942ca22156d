import type { RowData } from "@tanstack/react-table";

declare module "@tanstack/react-table" {
  // The type parameters must match TanStack's declaration for the interfaces to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes for the column's cells (e.g. "font-medium", "whitespace-nowrap"). */
    className?: string;
  }
}
