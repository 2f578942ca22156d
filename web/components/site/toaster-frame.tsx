import { useEffect } from "react";
import { Toaster } from "sonner";

/** sonner's toaster as the site places it; loaded only when a page first shows a toast (./toasts.tsx). */
export default function ToasterFrame({ onMounted }: { onMounted: () => void }) {
  // Runs after the Toaster's own effects, which subscribe it to toasts: from here on none is lost.
  useEffect(onMounted, [onMounted]);
  return (
    // Toasts open below the fixed bar (h-16, lg:h-20) instead of covering its Get Started button.
    <Toaster position="top-right" closeButton richColors offset={{ top: 96, right: 24 }} mobileOffset={{ top: 72 }} />
  );
}
