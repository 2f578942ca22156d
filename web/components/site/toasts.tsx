import { lazy, Suspense, useSyncExternalStore } from "react";
import type { ExternalToast } from "sonner";

/*
 * Toasts without sonner on the first load: most visitors never submit a form, so sonner (and the
 * styles it injects) arrive with the first toast. notify() mounts the toaster, waits until it
 * listens, then shows the toast.
 */

const ToasterFrame = lazy(() => import("./toaster-frame"));

let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The site's toaster, rendered by the layout; empty until the first toast. */
export function SiteToaster() {
  const show = useSyncExternalStore(subscribe, () => wanted, () => false);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <ToasterFrame onMounted={markMounted} />
    </Suspense>
  );
}

/** Shows a toast, loading the toaster first if this page has not shown one yet. */
export async function notify(kind: "success" | "error", title: string, options?: ExternalToast): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const [{ toast }] = await Promise.all([import("sonner"), mounted]);
  toast[kind](title, options);
}
