import { type LoaderFunctionArgs, useLoaderData } from "react-router-dom";
import { privacyPolicyFor } from "#core/content/documents";
import { DocumentView } from "../../components/site/document/document-view";
import { apiFor } from "../../lib/api-client";

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
