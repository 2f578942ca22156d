import type { Table } from "@tanstack/react-table";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router-dom";
import { Pagination, PaginationContent, PaginationItem, PaginationNext, PaginationPrevious } from "@/components/ui/pagination";
import type { ListStateControls } from "./list-state";

/** "Showing 11–20 of 43" with links to the pages either side; hidden when one page holds all. */
export function ListPagination<Row>({ table, list, noun }: { table: Table<Row>; list: ListStateControls; noun: string }) {
  const { pageIndex, pageSize } = table.getState().pagination;
  const total = table.getFilteredRowModel().rows.length;
  const pageCount = table.getPageCount();
  if (pageCount <= 1) return null;
  const page = pageIndex + 1;
  return (
    <div className="mt-4 flex flex-col items-center gap-2 sm:flex-row sm:justify-between">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {pageIndex * pageSize + 1}–{Math.min(total, page * pageSize)} of {total} {noun}
      </p>
      <Pagination className="mx-0 w-auto">
        <PaginationContent>
          {page > 1 ? (
            <PaginationItem>
              <PaginationPrevious asChild>
                <Link to={list.pageHref(page - 1)} preventScrollReset>
                  <ChevronLeft aria-hidden /> Previous
                </Link>
              </PaginationPrevious>
            </PaginationItem>
          ) : null}
          <PaginationItem className="px-2 text-sm">
            Page {page} of {pageCount}
          </PaginationItem>
          {page < pageCount ? (
            <PaginationItem>
              <PaginationNext asChild>
                <Link to={list.pageHref(page + 1)} preventScrollReset>
                  Next <ChevronRight aria-hidden />
                </Link>
              </PaginationNext>
            </PaginationItem>
          ) : null}
        </PaginationContent>
      </Pagination>
    </div>
  );
}
