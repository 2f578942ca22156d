import type { ExternalToast } from "sonner";

/*
 * Toasts without sonner on a page's first load: most visitors never submit a form, so sonner (and
 * the styles it injects) arrive with the first toast. notify() mounts the toaster in a root of its
 * own, beside the page's islands, waits until it listens, then shows the toast.
 */

let toaster: Promise<void> | undefined;

function mountToaster(): Promise<void> {
  toaster ??= Promise.all([import("react-dom/client"), import("./toaster-frame")]).then(
    ([{ createRoot }, { default: ToasterFrame }]) =>
      new Promise<void>((resolve) => {
        const container = document.createElement("div");
        document.body.appendChild(container);
        createRoot(container).render(<ToasterFrame onMounted={resolve} />);
      }),
  );
  return toaster;
}

/** Shows a toast, loading the toaster first if this page has not shown one yet. */
export async function notify(kind: "success" | "error", title: string, options?: ExternalToast): Promise<void> {
  // Toasts are shown in the browser only. The Worker renders these forms too, and without this the
  // build would carry react-dom/client and sonner into it as chunks it never loads.
  if (import.meta.env.SSR) return;
  const [{ toast }] = await Promise.all([import("sonner"), mountToaster()]);
  toast[kind](title, options);
}
