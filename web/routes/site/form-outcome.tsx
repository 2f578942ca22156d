import { type LoaderFunctionArgs, useLoaderData } from "react-router-dom";
import { inLocale } from "#core/i18n/translated";
import { pageTitle } from "#core/content/site";
import * as outcomesEn from "#core/content/form-outcomes";
import * as outcomesHi from "#core/content/hi/form-outcomes";
import { englishPath } from "#core/i18n/locale";
import { type NewsletterPage, type NewsletterPath, newsletterPages, NewsletterView } from "../../components/site/outcome/newsletter-view";
import { type ReminderPath, reminderPages } from "../../components/site/outcome/reminder-pages";
import { ThankYouView } from "../../components/site/outcome/thank-you-view";
import { NOT_FOUND_HEAD } from "../../lib/head";
import { routeHandle } from "./route-handle";

/*
 * The pages a visitor lands on after a form or a mail's link: /thank-you (a form posted without
 * JavaScript and stored), and the confirm, unsubscribe and result pages of the newsletter's and the
 * compliance reminders' mails. One module,
 * so the site's entry lists one more chunk, not two.
 */

export const THANK_YOU = "/thank-you";
type OutcomePath = typeof THANK_YOU | NewsletterPath | ReminderPath;

const linkPages: Record<NewsletterPath | ReminderPath, NewsletterPage> = { ...newsletterPages, ...reminderPages };

const newsletterPageOf = (path: OutcomePath): NewsletterPage | null => (path === THANK_YOU ? null : linkPages[path]);

/** The page this URL names; any other /newsletter/… or /reminders/… is not found. */
export function loader({ request }: LoaderFunctionArgs): { path: OutcomePath } {
  // The Hindi /hi/thank-you is the same page (core/i18n/locale.ts).
  const path = englishPath(new URL(request.url).pathname);
  if (path !== THANK_YOU && !Object.hasOwn(linkPages, path)) throw new Response("Not found", { status: 404 });
  return { path: path as OutcomePath };
}

export function Component() {
  const { path } = useLoaderData() as ReturnType<typeof loader>;
  const newsletter = newsletterPageOf(path);
  return newsletter ? <NewsletterView page={newsletter} /> : <ThankYouView />;
}

const headOf = (head: { title: string; description: string }) => ({ title: pageTitle(head.title), description: head.description });

export { RouteError as ErrorBoundary } from "./route-error";

export const handle = routeHandle({
  head: ({ data, locale }) => {
    const path = (data as ReturnType<typeof loader> | undefined)?.path;
    if (!path) return NOT_FOUND_HEAD;
    const newsletter = newsletterPageOf(path);
    // An outcome of a visitor's own step, meaningless to anyone arriving from a search engine.
    return newsletter
      ? { title: pageTitle(newsletter.title), description: newsletter.text, noindex: true }
      : { ...headOf(inLocale({ en: outcomesEn, hi: outcomesHi }, locale).formOutcomeCopy.head), noindex: true };
  },
});
