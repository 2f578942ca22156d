import { QueryClientProvider } from "@tanstack/react-query";
import { Link, Outlet, useRouteError } from "react-router-dom";
import { Toaster } from "sonner";
import { DocumentHead } from "../../components/document-head";
import { Button } from "../../components/ui/button";
import { queryClient } from "./data/query-client";

/** The admin app: its own query cache and toasts, loaded only when someone opens /admin. */
export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <DocumentHead />
      <Outlet />
      <Toaster position="top-right" closeButton richColors />
    </QueryClientProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  console.error(error);
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="text-muted-foreground">The admin area hit an unexpected error. Reload the page to try again.</p>
      <Button asChild>
        <Link to="/admin/dashboard" reloadDocument>
          Reload
        </Link>
      </Button>
    </div>
  );
}
