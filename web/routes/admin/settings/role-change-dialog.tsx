import { type ColleagueRole, roleDescriptions, roleLabels, roleWithArticle } from "#core/taxonomies/admin-roles";
import { ConfirmDialog } from "../components/confirm-dialog";

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
    <ConfirmDialog
      open={role !== undefined}
      onCancel={onCancel}
      question={
        role ? `Make ${name} ${roleWithArticle(role)}? They are signed out at once and sign in again with it. ${roleLabels[role]}: ${roleDescriptions[role]}` : ""
      }
      confirmLabel="Change role"
      confirmVariant="default"
      onConfirm={() => role && onConfirm(role)}
    />
  );
}
