import { type RouteObject, useLoaderData } from "react-router-dom";
import { DocumentView } from "../../components/site/document/document-view";
import { ResourceCards } from "../../components/site/document/resource-cards";
import type { DocumentPath } from "#core/content/service-lines";
import { pageTitle } from "#core/content/site";
import type { DocumentPage } from "#core/content/types";
import { localeOfPath } from "#core/i18n/locale";
import { routeHandle } from "./route-handle";

function DocumentPageView() {
  const doc = useLoaderData() as DocumentPage;
  return <DocumentView doc={doc}>{doc.path === "/resources" ? <ResourceCards /> : null}</DocumentView>;
}

/**
 * The lazy part of one long-form page's route (web/site-routes.tsx names its path). The text travels
 * with the page's data: the module holding every document loads only when a visitor moves here
 * within the site, never with a page's first load.
 */
export function documentRoute(path: DocumentPath): Pick<RouteObject, "loader" | "Component" | "handle"> {
  return {
    loader: async ({ request }) =>
      (localeOfPath(new URL(request.url).pathname) === "hi" ? await import("#core/content/hi/documents") : await import("#core/content/documents")).getDocument(path)!,
    Component: DocumentPageView,
    handle: routeHandle({
      head: ({ data }) => {
        const doc = data as DocumentPage;
        return { title: pageTitle(doc.title), description: doc.description };
      },
    }),
  };
}
