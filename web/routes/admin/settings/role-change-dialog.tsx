import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { type ColleagueRole, roleDescriptions, roleLabels, roleWithArticle } from "#core/taxonomies/admin-roles";

interface RoleChangeDialogProps {
  name: string;
  /** The role chosen in the list, not yet given; none while the dialog is closed. */
  role: ColleagueRole | undefined;
  onConfirm: (role: ColleagueRole) => void;
  onCancel: () => void;
}

/** A role change signs the colleague out, mid-sentence perhaps: it is asked first, with what the new role may use. */
export function RoleChangeDialog({ name, role, onConfirm, onCancel }: RoleChangeDialogProps) {
  return (
    <Dialog open={role !== undefined} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent role="alertdialog" hideClose>
        <DialogHeader>
          <DialogTitle>Please confirm</DialogTitle>
          <DialogDescription>
            {role
              ? `Make ${name} ${roleWithArticle(role)}? They are signed out at once and sign in again with it. ${roleLabels[role]}: ${roleDescriptions[role]}`
              : null}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" autoFocus>
              Cancel
            </Button>
          </DialogClose>
          <Button onClick={() => role && onConfirm(role)}>Change role</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
