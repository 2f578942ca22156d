import { Eye, EyeOff, Pencil, Trash2 } from "lucide-react";
import { Link } from "react-router-dom";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "./confirm-dialog";

export function PublishedBadge({ published }: { published: boolean }) {
  return <Badge variant={published ? "success" : "secondary"}>{published ? "Published" : "Draft"}</Badge>;
}

interface RowActionsProps {
  /** What the row is, for screen-reader labels ("Edit Tax Associate"). */
  name: string;
  editTo: string;
  published: boolean;
  onTogglePublished: () => void;
  deleteQuestion: string;
  onDelete: () => void;
  busy?: boolean;
}

/** The three actions of a blog or job row: edit, publish/unpublish at once, delete after a confirm. */
export function RowActions({ name, editTo, published, onTogglePublished, deleteQuestion, onDelete, busy }: RowActionsProps) {
  return (
    <>
      <Button variant="ghost" size="icon" asChild>
        <Link to={editTo} aria-label={`Edit ${name}`}>
          <Pencil />
        </Link>
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={onTogglePublished}
        disabled={busy}
        aria-label={`${published ? "Unpublish" : "Publish"} ${name}`}
      >
        {published ? <EyeOff /> : <Eye />}
      </Button>
      <ConfirmDialog
        question={deleteQuestion}
        onConfirm={onDelete}
        trigger={
          <Button variant="ghost" size="icon" className="text-destructive" aria-label={`Delete ${name}`} disabled={busy}>
            <Trash2 />
          </Button>
        }
      />
    </>
  );
}
