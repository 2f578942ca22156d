import { type LoaderFunctionArgs, useLoaderData } from "react-router-dom";
import { inLocale } from "#core/i18n/translated";
import { pageTitle, site } from "#core/content/site";
import { site as hindiSite } from "#core/content/hi/site";
import type { DocumentPage } from "#core/content/types";
import { DocumentView } from "../../components/site/document/document-view";
import { apiFor } from "../../lib/api-client";
import { localeOfPath } from "#core/i18n/locale";
import { routeHandle } from "./route-handle";

/**
 * The retention period comes from the worker's setting, the one its scheduled deletion uses. The
 * policy's text travels with the page's data: the module holding every document loads only when
 * a visitor moves here within the site, never with a page's first load.
 */
export async function privacyPolicyLoader({ context, request }: LoaderFunctionArgs): Promise<DocumentPage> {
  const documents = localeOfPath(new URL(request.url).pathname) === "hi" ? import("#core/content/hi/documents") : import("#core/content/documents");
  const [res, { privacyPolicyFor }] = await Promise.all([apiFor(context).api.privacy.$get(), documents]);
  if (!res.ok) throw new Response("The privacy policy could not be loaded.", { status: res.status });
  const { retentionMonths } = await res.json();
  return privacyPolicyFor(retentionMonths);
}

export function PrivacyPolicyPage() {
  return <DocumentView doc={useLoaderData() as DocumentPage} />;
}

export { privacyPolicyLoader as loader, PrivacyPolicyPage as Component };

export const handle = routeHandle({
  head: ({ data, locale }) => {
    // Without data the loader failed and the error page shows: it keeps the site's own head.
    const doc = data as DocumentPage | undefined;
    if (doc) return { title: pageTitle(doc.title), description: doc.description };
    return { title: site.name, description: inLocale({ en: site, hi: hindiSite }, locale).description };
  },
});
