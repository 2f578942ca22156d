import { Eye, EyeOff, Pencil, Trash2 } from "lucide-react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "../components/confirm-dialog";
import type { PublishableClient, PublishableResource } from "../data/publishable-resource";

export interface PublishableRow {
  id: number;
  title: string;
  published: boolean;
  /** When a draft is scheduled to publish (UTC), or null. */
  publishAt: string | null;
  createdAt: string;
}

/** What a row's buttons need of a resource; every publishable resource has it whatever its rows. */
export type RowActionsResource = Pick<PublishableResource<PublishableClient>, "path" | "useTogglePublished" | "useDelete">;

interface RowActionsProps {
  resource: RowActionsResource;
  row: PublishableRow;
  /** The spec's confirm text, e.g. "Are you sure you want to delete this blog post?". */
  deleteQuestion: string;
}

const publishLabel = (row: PublishableRow) => (row.published ? "Unpublish" : "Publish");

/**
 * Edit, Publish/Unpublish at once, delete after a confirm; labelled with the row's title for screen
 * readers. Shared by every publishable list (posts, jobs, people), so they stay alike.
 */
export function RowActions({ resource, row, deleteQuestion }: RowActionsProps) {
  const toggle = resource.useTogglePublished();
  const remove = resource.useDelete();
  const busy = toggle.isPending || remove.isPending;
  return (
    <>
      <Button variant="ghost" size="icon" asChild>
        <Link to={`${resource.path}/edit/${row.id}`} aria-label={`Edit ${row.title}`}>
          <Pencil />
        </Link>
      </Button>
      {/* Labelled, not an eye alone: which way the eye toggles is the one thing an icon cannot say. */}
      <Button
        variant="ghost"
        size="sm"
        onClick={() => toggle.mutate({ id: row.id, published: !row.published })}
        disabled={busy}
        aria-label={`${publishLabel(row)} ${row.title}`}
      >
        {row.published ? <EyeOff /> : <Eye />}
        {publishLabel(row)}
      </Button>
      <ConfirmDialog
        question={deleteQuestion}
        onConfirm={() => remove.mutate(row.id)}
        trigger={
          <Button variant="ghost" size="icon" className="text-destructive" aria-label={`Delete ${row.title}`} disabled={busy}>
            <Trash2 />
          </Button>
        }
      />
    </>
  );
}
