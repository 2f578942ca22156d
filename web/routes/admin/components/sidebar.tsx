import { useQueryClient } from "@tanstack/react-query";
import { LogOut, PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { NavLink, useNavigate } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { site } from "#core/content/site";
import { cn } from "@/lib/utils";
import { useAdminFeatures } from "../admin-feature";
import { rememberAdmin, signOut, useCan } from "../data/session";

interface SidebarProps {
  collapsed: boolean;
  /** Present on the desktop sidebar only; the mobile drawer does not collapse. */
  onToggleCollapsed?: () => void;
}

export function Sidebar({ collapsed, onToggleCollapsed }: SidebarProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const can = useCan();
  // The features' entries in the composition's order (web/admin-features.ts); a role sees the ones it may use.
  const items = useAdminFeatures().flatMap((feature) => (feature.nav && can(feature.nav.permission) ? [feature.nav] : []));

  async function logout() {
    // Even if the server call fails (e.g. the session already ended), the admin leaves.
    await signOut().catch(() => undefined);
    rememberAdmin(null);
    queryClient.clear();
    navigate("/admin/login", { replace: true });
  }

  return (
    <div className="flex h-full flex-col">
      <div className={cn("flex h-16 items-center border-b px-4", collapsed ? "justify-center" : "justify-between")}>
        {collapsed ? null : <img src="/logo.svg" alt={site.shortName} width={174} height={48} className="h-9 w-auto" />}
        {onToggleCollapsed ? (
          <Button
            variant="ghost"
            size="icon"
            onClick={onToggleCollapsed}
            aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
            aria-expanded={!collapsed}
          >
            {collapsed ? <PanelLeftOpen /> : <PanelLeftClose />}
          </Button>
        ) : null}
      </div>
      <nav aria-label="Admin" className="flex-1 space-y-1 p-2">
        {items.map(({ to, label, icon: Icon }) => (
          <NavLink
            key={to}
            to={to}
            title={collapsed ? label : undefined}
            className={({ isActive }) =>
              cn(
                "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-secondary",
                isActive && "bg-primary text-primary-foreground hover:bg-primary/90",
                collapsed && "justify-center px-2",
              )
            }
          >
            <Icon className="size-4 shrink-0" aria-hidden />
            <span className={cn(collapsed && "sr-only")}>{label}</span>
          </NavLink>
        ))}
      </nav>
      <div className="border-t p-2">
        <Button variant="ghost" className={cn("w-full", collapsed ? "justify-center px-2" : "justify-start")} onClick={logout}>
          <LogOut aria-hidden />
          <span className={cn(collapsed && "sr-only")}>Logout</span>
        </Button>
      </div>
    </div>
  );
}
