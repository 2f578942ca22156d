import type { RouteObject } from "react-router-dom";
import { DocumentView } from "../../components/site/document/document-view";
import { ResourceCards } from "../../components/site/document/resource-cards";
import { getDocument } from "#core/content/documents";
import type { DocumentPath } from "#core/content/service-lines";
import { pageTitle } from "#core/content/site";
import { routeHandle } from "./route-handle";

/** The lazy part of one long-form page's route (web/routes.tsx names its path). */
export function documentRoute(path: DocumentPath): Pick<RouteObject, "Component" | "handle"> {
  const doc = getDocument(path)!;
  return {
    Component: () => <DocumentView doc={doc}>{doc.path === "/resources" ? <ResourceCards /> : null}</DocumentView>,
    handle: routeHandle({ head: () => ({ title: pageTitle(doc.title), description: doc.description }) }),
  };
}
