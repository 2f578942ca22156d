import type { ColumnDef } from "@tanstack/react-table";
import type { LucideIcon } from "lucide-react";
import { Plus } from "lucide-react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { EmptyState } from "../components/empty-state";
import { PageHeader } from "../components/page-header";
import { AdminList } from "../list/admin-list";
import type { ListFilter } from "../list/list-filter";
import { useListState } from "../list/list-state";
import type { ListPage } from "#core/schemas/list-query";
import type { PublishableRow } from "./row-actions";
import { titleCase } from "./title-case";

interface PublishableListProps<Row extends PublishableRow> {
  resource: {
    path: string;
    names: { record: string; records?: string };
    useList: (query: Record<string, string>) => { data: ListPage<Row> | undefined; isError: boolean };
  };
  description: string;
  /** The create button's label: "New Blog Post", "New Job". */
  newLabel: string;
  /** The empty state's icon and invitation. */
  empty: { icon: LucideIcon; text: string };
  columns: ColumnDef<Row, string>[];
  filters: readonly ListFilter[];
}

/**
 * The list page of a publishable resource: "Blog Posts" with its create button, then the admin
 * list, or "No Blog Posts Yet" — the headings worded from the resource's names.
 */
export function PublishableList<Row extends PublishableRow>({ resource, description, newLabel, empty, columns, filters }: PublishableListProps<Row>) {
  const list = useListState(filters.map((filter) => filter.column));
  const { data, isError } = resource.useList(list.query);
  // "blog post" → "blog posts"; an irregular plural ("person" → "people") is named by the resource.
  const noun = resource.names.records ?? `${resource.names.record}s`;
  const createButton = (
    <Button asChild>
      <Link to={`${resource.path}/new`}>
        <Plus /> {newLabel}
      </Link>
    </Button>
  );
  return (
    <>
      <PageHeader title={titleCase(noun)} description={description} actions={createButton} />
      <AdminList
        noun={noun}
        list={list}
        data={data}
        isError={isError}
        columns={columns}
        filters={filters}
        dates
        empty={<EmptyState icon={empty.icon} title={`No ${titleCase(noun)} Yet`} text={empty.text} action={createButton} />}
      />
    </>
  );
}
