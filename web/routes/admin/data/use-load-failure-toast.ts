import { useEffect } from "react";
import { toast } from "sonner";

/** Shows the spec's failure toast once when a list or record fails to load. */
export function useLoadFailureToast(failed: boolean, message: string, onFailure?: () => void) {
  useEffect(() => {
    if (!failed) return;
    // A fixed id keeps StrictMode's double effects and refetches from stacking toasts.
    toast.error(message, { id: message });
    onFailure?.();
  }, [failed, message, onFailure]);
}
