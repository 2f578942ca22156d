import { useQuery } from "@tanstack/react-query";
import { Menu } from "lucide-react";
import { useState } from "react";
import { Outlet, redirect, type ShouldRevalidateFunctionArgs, useLocation } from "react-router-dom";
import { Button } from "../../components/ui/button";
import { Sheet, SheetContent, SheetTitle } from "../../components/ui/sheet";
import { cn } from "../../lib/utils";
import { AuthChallengeDialog } from "./components/auth-challenge-dialog";
import { RoleGate } from "./components/role-gate";
import { Sidebar } from "./components/sidebar";
import { queryClient } from "./data/query-client";
import { meQuery, rememberAdmin } from "./data/session";

/** Opening the admin asks the server who is signed in; no session, no admin. */
export async function loader() {
  try {
    const admin = await queryClient.fetchQuery({ ...meQuery, staleTime: 0, retry: false });
    rememberAdmin(admin);
    return admin;
  } catch {
    rememberAdmin(null);
    throw redirect("/admin/login");
  }
}

/** A list's page, sort or search changes only the search params: that is no new visit to check. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export function Component() {
  const { data: admin } = useQuery(meQuery);
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const [drawerPath, setDrawerPath] = useState(pathname);
  // Following a link in the mobile drawer closes it.
  if (drawerPath !== pathname) {
    setDrawerPath(pathname);
    setDrawerOpen(false);
  }

  return (
    <div className="flex min-h-screen bg-muted/40">
      <aside
        className={cn("sticky top-0 hidden h-screen shrink-0 border-r bg-background transition-[width] md:block", collapsed ? "w-16" : "w-64")}
      >
        <Sidebar collapsed={collapsed} onToggleCollapsed={() => setCollapsed((c) => !c)} />
      </aside>
      <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
        <SheetContent side="left" className="p-0" aria-describedby={undefined}>
          <SheetTitle className="sr-only">Admin navigation</SheetTitle>
          <Sidebar collapsed={false} />
        </SheetContent>
      </Sheet>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-16 items-center gap-3 border-b bg-background px-4 md:px-8">
          <Button variant="ghost" size="icon" className="md:hidden" onClick={() => setDrawerOpen(true)} aria-label="Open navigation">
            <Menu />
          </Button>
          <p className="truncate text-sm text-muted-foreground">
            Welcome, <span className="font-medium text-foreground">{admin?.email}</span>
          </p>
        </header>
        <main className="flex-1 p-4 md:p-8">
          <RoleGate>
            <Outlet />
          </RoleGate>
        </main>
      </div>
      <AuthChallengeDialog />
    </div>
  );
}
