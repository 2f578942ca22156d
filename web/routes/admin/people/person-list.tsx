import { UsersRound } from "lucide-react";
import { type PersonRow, peopleResource } from "../data/people";
import { publishableColumns, statusFilter } from "../publishable/publishable-columns";
import { PublishableList } from "../publishable/publishable-list";

const columns = publishableColumns<PersonRow>(peopleResource, "Are you sure you want to remove this person from the team?", [
  { accessorKey: "role", header: "Role" },
  { id: "credentials", accessorFn: (row) => row.credentials.join(", "), header: "Credentials" },
  { id: "order", accessorFn: (row) => String(row.sortOrder), header: "Order" },
]);

/** /admin/people: the public team shown on About and beside their articles. Not admin accounts. */
export function Component() {
  return (
    <PublishableList
      resource={peopleResource}
      newLabel="New Person"
      description="The team shown on the About page and in the author box of their articles. These are not admin accounts."
      empty={{ icon: UsersRound, text: "Add the partners and consultants clients will meet. Published people appear on the About page." }}
      columns={columns}
      filters={[statusFilter]}
    />
  );
}
