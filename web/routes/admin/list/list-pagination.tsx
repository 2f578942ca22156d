import type { Table } from "@tanstack/react-table";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { MouseEvent } from "react";
import { Link } from "react-router-dom";
import { Pagination, PaginationContent, PaginationItem, PaginationNext, PaginationPrevious } from "@/components/ui/pagination";
import type { ListStateControls } from "./list-state";

interface ListPaginationProps<Row> {
  table: Table<Row>;
  list: ListStateControls;
  noun: string;
  /** How many rows match in all. */
  total: number;
}

/**
 * A plain click goes to the page through the list's own state, from the params as last written:
 * the router renders a change in a transition, so a link clicked just after a filter changed can
 * still carry the href of the view before it (a lost filter). Its href stays for a new tab.
 */
function plainClickTo(list: ListStateControls, page: number) {
  return (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    list.setPage(page);
  };
}

/** "Showing 26–50 of 4,310" with links to the pages either side. */
export function ListPagination<Row>({ table, list, noun, total }: ListPaginationProps<Row>) {
  const { pageIndex, pageSize } = table.getState().pagination;
  const pageCount = table.getPageCount();
  const page = pageIndex + 1;
  const count = (n: number) => n.toLocaleString("en-IN");
  return (
    <div className="mt-4 flex flex-col items-center gap-2 sm:flex-row sm:justify-between">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {count(pageIndex * pageSize + 1)}–{count(Math.min(total, page * pageSize))} of {count(total)} {noun}
      </p>
      <Pagination className="mx-0 w-auto">
        <PaginationContent>
          {page > 1 ? (
            <PaginationItem>
              <PaginationPrevious asChild>
                <Link to={list.pageHref(page - 1)} onClick={plainClickTo(list, page - 1)} preventScrollReset>
                  <ChevronLeft aria-hidden /> Previous
                </Link>
              </PaginationPrevious>
            </PaginationItem>
          ) : null}
          <PaginationItem className="px-2 text-sm">
            Page {count(page)} of {count(pageCount)}
          </PaginationItem>
          {page < pageCount ? (
            <PaginationItem>
              <PaginationNext asChild>
                <Link to={list.pageHref(page + 1)} onClick={plainClickTo(list, page + 1)} preventScrollReset>
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
