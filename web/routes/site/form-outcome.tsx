import { type LoaderFunctionArgs, useLoaderData } from "react-router-dom";
import { inLocale } from "#core/i18n/translated";
import { pageTitle } from "#core/content/site";
import * as outcomesEn from "#core/content/form-outcomes";
import * as outcomesHi from "#core/content/hi/form-outcomes";
import * as remindersEn from "#core/content/compliance-reminders";
import * as remindersHi from "#core/content/hi/compliance-reminders";
import { englishPath, type Locale } from "#core/i18n/locale";
import { reminderPaths } from "#core/compliance/paths";
import { type NewsletterPage, type NewsletterPath, newsletterPages, NewsletterView } from "../../components/site/outcome/newsletter-view";
import { type ReminderPath, reminderPages } from "../../components/site/outcome/reminder-pages";
import { ThankYouView } from "../../components/site/outcome/thank-you-view";
import { NOT_FOUND_HEAD } from "../../lib/head";
import { useLocale } from "../../lib/locale";
import { routeHandle } from "./route-handle";

/*
 * The pages a visitor lands on after a form or a mail's link: /thank-you (a form posted without
 * JavaScript and stored), and the confirm, unsubscribe and result pages of the newsletter's and the
 * compliance reminders' mails. One module,
 * so the site's entry lists one more chunk, not two.
 */

export const THANK_YOU = "/thank-you";
type OutcomePath = typeof THANK_YOU | NewsletterPath | ReminderPath;

/** The mail links' pages in `locale`: the reminders' in either language, the newsletter's (English posts) in English. */
const linkPagesIn = (locale: Locale): Record<NewsletterPath | ReminderPath, NewsletterPage> => ({
  ...newsletterPages,
  ...reminderPages(inLocale({ en: remindersEn, hi: remindersHi }, locale).reminderPagesCopy),
});

const isLinkPage = (path: string): path is NewsletterPath | ReminderPath =>
  Object.hasOwn(newsletterPages, path) || (Object.values(reminderPaths) as string[]).includes(path);

const newsletterPageOf = (path: OutcomePath, locale: Locale): NewsletterPage | null => (path === THANK_YOU ? null : linkPagesIn(locale)[path]);

/** The page this URL names; any other /newsletter/… or /reminders/… is not found. */
export function loader({ request }: LoaderFunctionArgs): { path: OutcomePath } {
  // The Hindi /hi/thank-you is the same page (core/i18n/locale.ts).
  const path = englishPath(new URL(request.url).pathname);
  if (path !== THANK_YOU && !isLinkPage(path)) throw new Response("Not found", { status: 404 });
  return { path: path as OutcomePath };
}

export function Component() {
  const { path } = useLoaderData() as ReturnType<typeof loader>;
  const newsletter = newsletterPageOf(path, useLocale());
  return newsletter ? <NewsletterView page={newsletter} /> : <ThankYouView />;
}

const headOf = (head: { title: string; description: string }) => ({ title: pageTitle(head.title), description: head.description });

export { RouteError as ErrorBoundary } from "./route-error";

export const handle = routeHandle({
  head: ({ data, locale }) => {
    const path = (data as ReturnType<typeof loader> | undefined)?.path;
    if (!path) return NOT_FOUND_HEAD;
    const newsletter = newsletterPageOf(path, locale);
    // An outcome of a visitor's own step, meaningless to anyone arriving from a search engine.
    return newsletter
      ? { title: pageTitle(newsletter.title), description: newsletter.text, noindex: true }
      : { ...headOf(inLocale({ en: outcomesEn, hi: outcomesHi }, locale).formOutcomeCopy.head), noindex: true };
  },
});
