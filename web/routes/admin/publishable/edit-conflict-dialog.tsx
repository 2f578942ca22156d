import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { Conflict } from "./use-editor-record";

/**
 * A save refused because a colleague saved the record after this copy was opened: see their
 * version (this copy is kept in History) or save this one over it on purpose (theirs stays in
 * History). No way out but a choice: closing would leave the save neither made nor set aside.
 */
export function EditConflictDialog({ conflict, noun }: { conflict: Conflict; noun: string }) {
  return (
    <Dialog open>
      <DialogContent role="alertdialog" hideClose onEscapeKeyDown={(event) => event.preventDefault()} onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Not saved: this {noun} changed while you had it open</DialogTitle>
          <DialogDescription>{conflict.stale.message}.</DialogDescription>
        </DialogHeader>
        <p className="text-sm text-muted-foreground">
          Either way, both versions stay in History. Seeing theirs keeps yours there without saving it; saving yours makes it the current version.
        </p>
        <DialogFooter>
          <Button variant="outline" autoFocus onClick={conflict.seeTheirs}>
            See their version
          </Button>
          <Button onClick={conflict.saveMine}>Save mine anyway</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
