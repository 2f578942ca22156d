import { Mail } from "@/components/site/icons";
import { Link } from "@/components/site/locale-link";
import { buttonVariants } from "../../ui/button-variants";
import { newsletterNotice } from "#core/content/next-steps";

export interface NewsletterPage {
  title: string;
  text: string;
  /** The one button of a link's page: it posts to the same URL (with its token), where the worker acts. */
  button?: string;
  /** Where a page without a button leads: the blog, unless said otherwise. */
  back?: { to: string; label: string };
}

/** The pages of the newsletter's links (worker/subscribers/mailing-list.ts). */
export const newsletterPages = {
  "/newsletter/confirm": {
    title: "Confirm your subscription",
    text: `${newsletterNotice} Press the button to confirm this address.`,
    button: "Confirm subscription",
  },
  "/newsletter/unsubscribe": {
    title: "Unsubscribe",
    text: "Press the button and we will stop sending you new articles by email.",
    button: "Unsubscribe",
  },
  "/newsletter/confirmed": {
    title: "You're subscribed",
    text: "Thank you for confirming. You will get an email when we publish a new article; each one has a link to unsubscribe.",
  },
  "/newsletter/unsubscribed": {
    title: "You have been unsubscribed",
    text: "We will not send you any more articles. You can subscribe again from the blog at any time.",
  },
  "/newsletter/link-expired": {
    title: "This link no longer works",
    text: "It has expired or has been used already. Sign up again from the blog and we will send you a fresh link.",
  },
} satisfies Record<string, NewsletterPage>;

export type NewsletterPath = keyof typeof newsletterPages;

/** A mail link's page (the newsletter's, the compliance reminders'): what it means, and its one button, if it has one. */
export function NewsletterView({ page }: { page: NewsletterPage }) {
  return (
    <section className="px-6 pt-32 pb-20">
      <div className="mx-auto max-w-xl rounded-lg border bg-card p-8 text-center">
        <Mail className="mx-auto size-12 text-primary" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-foreground">{page.title}</h1>
        <p className="mt-3 text-muted-foreground">{page.text}</p>
        {page.button ? (
          // No action: the form posts to this very URL, token included; no script is needed.
          <form method="post" className="mt-6">
            <button type="submit" className={buttonVariants({ size: "lg" })}>
              {page.button}
            </button>
          </form>
        ) : (
          <Link className={buttonVariants({ variant: "link", className: "mt-6" })} to={page.back?.to ?? "/blog"}>
            {page.back?.label ?? "Go to the blog"}
          </Link>
        )}
      </div>
    </section>
  );
}
