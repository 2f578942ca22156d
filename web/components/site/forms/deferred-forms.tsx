import { type ComponentType, lazy, Suspense } from "react";

/*
 * The public forms, each in its own chunk: the validation rules, the form kit and the API client
 * are not part of a page's first load. The server renders every form in full (it waits for lazy
 * components, and web/entry-server.tsx writes completed boundaries inline, with no script), and
 * hydration keeps that HTML until the chunk arrives, so nothing flashes; only a client-side
 * navigation shows a form a moment after its page.
 */
function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function DeferredForm(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

export const ContactForm = deferred(() => import("./contact-form").then((m) => m.ContactForm));
export const EnquiryForm = deferred(() => import("./enquiry-form").then((m) => m.EnquiryForm));
export const QuoteForm = deferred(() => import("./quote-form").then((m) => m.QuoteForm));
export const ApplicationForm = deferred(() => import("./application-form").then((m) => m.ApplicationForm));
export const NewsletterForm = deferred(() => import("./newsletter-form").then((m) => m.NewsletterForm));
