import { type RefObject, useEffect } from "react";
import { useBlocker } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";

interface UnsavedChangesGuardProps {
  /** The form differs from what was loaded (or a file is chosen). */
  dirty: boolean;
  /**
   * True while a save is under way: the save's own navigation back to the list is not leaving.
   * An editor that stays on its page after saving (site settings) has none.
   */
  saving?: RefObject<boolean>;
  /** The admin chose to leave without saving: what was typed is given up (its autosave too). */
  onLeave?: () => void;
}

/**
 * Warns before an editor with unsaved changes is left: closing or reloading the tab (the browser's
 * own prompt) and any navigation inside the admin (a dialog to stay or leave). Every admin editor
 * has it: the publishable editors (posts, jobs, people), site settings and a sub-service's fee.
 */
export function UnsavedChangesGuard({ dirty, saving, onLeave }: UnsavedChangesGuardProps) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !saving?.current && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (saving?.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when a value is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty, saving]);

  const blocked = blocker.state === "blocked";
  return (
    <Dialog open={blocked} onOpenChange={(open) => !open && blocked && blocker.reset()}>
      <DialogContent role="alertdialog" hideClose>
        <DialogHeader>
          <DialogTitle>Leave without saving?</DialogTitle>
          <DialogDescription>Your changes have not been saved. If you leave this page now, they will be lost.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" autoFocus onClick={() => blocked && blocker.reset()}>
            Stay and Keep Editing
          </Button>
          <Button variant="destructive" onClick={() => {
              if (!blocked) return;
              onLeave?.();
              blocker.proceed();
            }}>
            Leave Without Saving
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
