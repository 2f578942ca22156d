import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { apiError } from "@/lib/api-error";

/** Where an ended session sends the admin; the login page itself opts out via `meta`. */
function signInAgainOnUnauthorized(err: unknown, meta?: Record<string, unknown>) {
  if (meta?.allowUnauthorized) return;
  if (apiError(err).status === 401 && window.location.pathname !== "/admin/login") {
    window.location.assign("/admin/login");
  }
}

/** The admin's cache, with the spec's settings: 5 minutes fresh, one retry, no refetch on focus. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (err, query) => signInAgainOnUnauthorized(err, query.meta) }),
  mutationCache: new MutationCache({ onError: (err, _v, _c, mutation) => signInAgainOnUnauthorized(err, mutation.meta) }),
  defaultOptions: {
    queries: {
      staleTime: 5 * 60_000,
      refetchOnWindowFocus: false,
      // One retry, but not for answers a retry cannot change (401, 404, validation).
      retry: (failureCount, err) => {
        const { status } = apiError(err);
        return failureCount < 1 && (status === undefined || status >= 500);
      },
    },
  },
});
