import { Outlet } from "react-router-dom";
import { Toaster } from "sonner";
import { DocumentHead } from "../../components/document-head";
import { ScrollToTop } from "../../components/scroll-to-top";

export function SiteLayout() {
  return (
    <>
      <ScrollToTop />
      <DocumentHead />
      <main id="main">
        <Outlet />
      </main>
      <Toaster position="top-right" closeButton richColors />
    </>
  );
}
