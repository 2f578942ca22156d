import { type LoaderFunctionArgs, useLoaderData } from "react-router-dom";
import { privacyPolicy, privacyPolicyFor } from "#core/content/documents";
import { pageTitle } from "#core/content/site";
import { DocumentView } from "../../components/site/document/document-view";
import { apiFor } from "../../lib/api-client";
import { routeHandle } from "./route-handle";

interface PrivacyPolicyData {
  retentionMonths: number;
}

/** The retention period comes from the worker's setting, the one its scheduled deletion uses. */
export async function privacyPolicyLoader({ context }: LoaderFunctionArgs): Promise<PrivacyPolicyData> {
  const res = await apiFor(context).api.privacy.$get();
  if (!res.ok) throw new Response("The privacy policy could not be loaded.", { status: res.status });
  return res.json();
}

export function PrivacyPolicyPage() {
  const { retentionMonths } = useLoaderData() as PrivacyPolicyData;
  return <DocumentView doc={privacyPolicyFor(retentionMonths)} />;
}

export { privacyPolicyLoader as loader, PrivacyPolicyPage as Component };

export const handle = routeHandle({
  head: () => ({ title: pageTitle(privacyPolicy.title), description: privacyPolicy.description }),
});
