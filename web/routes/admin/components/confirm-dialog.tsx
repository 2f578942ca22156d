import type { ReactElement } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";

/**
 * Opened by its own control, or by the caller (a choice in a list that needs confirming first), who
 * then hears of a cancel.
 */
type Opening = { trigger: ReactElement; open?: never; onCancel?: never } | { trigger?: never; open: boolean; onCancel: () => void };

type ConfirmDialogProps = Opening & {
  question: string;
  confirmLabel?: string;
  /** "default" for a confirm that destroys nothing (marking many inquiries read at once). */
  confirmVariant?: "destructive" | "default";
  onConfirm: () => void;
};

/** Asks before something that cannot be undone or touches many records; Cancel has the default focus. */
export function ConfirmDialog({ trigger, open, onCancel, question, confirmLabel = "Delete", confirmVariant = "destructive", onConfirm }: ConfirmDialogProps) {
  const controlled = open === undefined ? {} : { open, onOpenChange: (isOpen: boolean) => isOpen || onCancel?.() };
  return (
    <Dialog {...controlled}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent role="alertdialog" hideClose>
        <DialogHeader>
          <DialogTitle>Please confirm</DialogTitle>
          <DialogDescription>{question}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" autoFocus>
              Cancel
            </Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant={confirmVariant} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
