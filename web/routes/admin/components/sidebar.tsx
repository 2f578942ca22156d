import { useQueryClient } from "@tanstack/react-query";
import {
  Briefcase,
  CalendarClock,
  FileText,
  History,
  IndianRupee,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  Mail,
  PanelLeftClose,
  PanelLeftOpen,
  Settings,
  ShieldCheck,
  Users,
  UsersRound,
} from "lucide-react";
import { NavLink, useNavigate } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { site } from "#core/content/site";
import type { Permission } from "#core/taxonomies/admin-roles";
import { cn } from "@/lib/utils";
import { rememberAdmin, signOut, useCan } from "../data/session";

/** The spec's sidebar, and the screens added since; a role sees the ones it may use. */
const NAV_ITEMS: { to: string; label: string; icon: LucideIcon; permission: Permission }[] = [
  { to: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard, permission: "overview" },
  { to: "/admin/blogs", label: "Blog Posts", icon: FileText, permission: "content" },
  { to: "/admin/jobs", label: "Job Listings", icon: Briefcase, permission: "content" },
  { to: "/admin/people", label: "People", icon: UsersRound, permission: "content" },
  { to: "/admin/inquiries", label: "Inquiries", icon: Mail, permission: "inquiries" },
  { to: "/admin/subscribers", label: "Subscribers", icon: Users, permission: "subscribers" },
  { to: "/admin/services", label: "Services & Fees", icon: IndianRupee, permission: "content" },
  { to: "/admin/compliance", label: "Compliance Calendar", icon: CalendarClock, permission: "content" },
  { to: "/admin/activity", label: "Activity", icon: History, permission: "settings" },
  { to: "/admin/privacy", label: "Privacy", icon: ShieldCheck, permission: "privacy" },
  // Everyone's own password, passkeys and sessions live here; the firm's settings only for managers.
  { to: "/admin/settings", label: "Settings", icon: Settings, permission: "self" },
];

interface SidebarProps {
  collapsed: boolean;
  /** Present on the desktop sidebar only; the mobile drawer does not collapse. */
  onToggleCollapsed?: () => void;
}

export function Sidebar({ collapsed, onToggleCollapsed }: SidebarProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const can = useCan();

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
        {NAV_ITEMS.filter((item) => can(item.permission)).map(({ to, label, icon: Icon }) => (
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
