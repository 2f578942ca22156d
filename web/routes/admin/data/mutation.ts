import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { apiError } from "@/lib/api-error";

interface AdminMutationOptions<TData, TVariables> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** Caches to refresh once the change succeeded (the dashboard is always refreshed). */
  invalidates: QueryKey[];
  /** The success toast, worded from the result (e.g. published or unpublished). */
  success: (data: TData, variables: TVariables) => string;
  /** A button on the success toast (the publish toggle's Undo). */
  successAction?: (data: TData, variables: TVariables) => { label: string; onClick: () => void };
  /** Skips the success toast for changes the admin did not ask for explicitly. */
  silentSuccess?: (variables: TVariables) => boolean;
  /** The failure toast title; the server's message, when it sent one, becomes its description. */
  failure: string | ((variables: TVariables, err: unknown) => string);
  onSuccess?: (data: TData, variables: TVariables) => void;
  /** Failures the screen answers itself, with no toast (a stale copy's save asks what to do instead). */
  quietFailure?: (err: unknown) => boolean;
}

/** A change made in the admin: toasts for both outcomes and fresh caches afterwards. */
export function useAdminMutation<TData, TVariables>(options: AdminMutationOptions<TData, TVariables>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: async (data, variables) => {
      if (!options.silentSuccess?.(variables)) {
        const action = options.successAction?.(data, variables);
        toast.success(options.success(data, variables), action ? { action } : undefined);
      }
      options.onSuccess?.(data, variables);
      await Promise.all(
        [...options.invalidates, dashboardKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: (err, variables) => {
      if (options.quietFailure?.(err)) return;
      const { message } = apiError(err);
      const title = typeof options.failure === "string" ? options.failure : options.failure(variables, err);
      toast.error(title, message ? { description: message } : undefined);
    },
  });
}

export const dashboardKey = ["admin", "dashboard"] as const;
