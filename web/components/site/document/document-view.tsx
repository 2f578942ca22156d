import type { ReactNode } from "react";
import type { DocumentPage } from "#core/content/types";
import type { SiteView } from "#core/format/site-settings";
import { useSiteView } from "@/lib/site-settings";
import { useChromeCopy } from "@/lib/chrome";

/** A text of core/content/documents.ts with the firm's current contact details in place of {email}, {phone}, …. */
function fillContactDetails(text: string, view: SiteView): string {
  const values: Record<string, string> = {
    email: view.email.text,
    phone: view.phones[0].text,
    postalAddress: view.postalAddress,
    city: view.address.city,
    state: view.address.state,
  };
  return text.replace(/\{(email|phone|postalAddress|city|state)\}/g, (_, key: string) => values[key]);
}

interface DocumentViewProps {
  doc: DocumentPage;
  /** Extra content between the introduction and the sections (the resource cards on /resources). */
  children?: ReactNode;
}

/** One long-form page (policy, terms, guide) rendered from its record. */
export function DocumentView({ doc, children }: DocumentViewProps) {
  const view = useSiteView();
  const fill = (text: string) => fillContactDetails(text, view);
  const { lastUpdated } = useChromeCopy().documents;
  return (
    <article>
      <header className="bg-gradient-to-br from-indigo-50 via-white to-amber-50 px-6 pb-12 pt-32">
        <div className="mx-auto max-w-3xl">
          <h1 className="text-4xl font-bold tracking-tight text-foreground sm:text-5xl">{doc.title}</h1>
          {doc.updated ? <p className="mt-3 text-sm text-muted-foreground">{`${lastUpdated} ${doc.updated}`}</p> : null}
          <p className="mt-6 text-lg leading-relaxed text-muted-foreground">{fill(doc.intro)}</p>
        </div>
      </header>
      <div className="mx-auto box-content max-w-3xl space-y-10 px-6 py-12">
        {children}
        {doc.sections.map((section) => (
          <section key={section.heading} className="space-y-4">
            <h2 className="text-2xl font-bold tracking-tight text-foreground">{section.heading}</h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph} className="leading-relaxed text-foreground/85">
                {fill(paragraph)}
              </p>
            ))}
            {section.items ? (
              <ul className="list-disc space-y-2 pl-6 leading-relaxed text-foreground/85 marker:text-primary">
                {section.items.map((item) => (
                  <li key={item}>{fill(item)}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
    </article>
  );
}
