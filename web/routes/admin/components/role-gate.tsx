import { ShieldOff } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useMatches } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { ROLE_FORBIDDEN, type Permission } from "#core/taxonomies/admin-roles";
import { useCan } from "../data/session";
import { EmptyState } from "./empty-state";

/** What an admin screen's route declares (web/admin-routes.tsx, from its feature's manifest): the permission it needs. */
export interface AdminScreenHandle {
  permission: Permission;
}

const permissionOf = (handle: unknown): Permission | undefined =>
  handle && typeof handle === "object" && "permission" in handle ? (handle as AdminScreenHandle).permission : undefined;

/**
 * Shows the screen when the signed-in role may use it, and a clear refusal with the way back
 * otherwise: never a blank page, nor a screen whose every request the API would refuse.
 */
export function RoleGate({ children }: { children: ReactNode }) {
  const can = useCan();
  const needed = useMatches()
    .map((match) => permissionOf(match.handle))
    .filter((permission) => permission !== undefined);
  if (needed.every(can)) return children;
  return (
    <EmptyState
      icon={ShieldOff}
      title={ROLE_FORBIDDEN}
      text="This part of the admin belongs to another role. If you need it for your work, ask the owner to change your role in Settings."
      action={
        <Button asChild>
          <Link to="/admin/dashboard">Back to the dashboard</Link>
        </Button>
      }
    />
  );
}
