import { colleagueRoles, roleLabels } from "#core/taxonomies/admin-roles";

/** The roles the owner can give, as options of a select. */
export function RoleOptions() {
  return colleagueRoles.map((role) => (
    <option key={role} value={role}>
      {roleLabels[role]}
    </option>
  ));
}
