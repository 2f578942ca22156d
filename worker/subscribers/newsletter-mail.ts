import { site } from "#core/content/site";
import { renderMail } from "../mail/layout";
import type { Mail } from "../mail/send";
import { tokenLink } from "../mailing-list/confirmation-mail";
import { oneClickUnsubscribe } from "../mailing-list/link-routes";
import { newsletterLinks } from "./mailing-list";

export interface NewsletterPost {
  title: string;
  slug: string;
  excerpt: string;
}

/** A subscriber's unsubscribe link: the target of one-click POSTs (RFC 8058); opened in a browser, a page with one button. */
const unsubscribeUrl = (origin: string, token: string) => tokenLink(origin, newsletterLinks.unsubscribe, token);

/**
 * A post as the newsletter sends it: title, excerpt and a link to the article (the article itself
 * stays on the site), with the subscriber's own unsubscribe link in the body and in the RFC 8058
 * headers, so mail clients offer a one-click "Unsubscribe" that needs no cookie and no page.
 */
export function newsletterMail(post: NewsletterPost, to: { email: string; unsubscribeToken: string }, origin: string, from: string): Mail {
  const unsubscribe = unsubscribeUrl(origin, to.unsubscribeToken);
  const content = renderMail({
    heading: post.title,
    paragraphs: [post.excerpt],
    link: { text: "Read the article", href: `${origin}/blog/${encodeURIComponent(post.slug)}` },
    footer: `You receive this because you subscribed to new articles from ${site.shortName} and confirmed your address.\nUnsubscribe with one click: ${unsubscribe}`,
  });
  return {
    to: [to.email],
    subject: post.title,
    ...content,
    headers: oneClickUnsubscribe(unsubscribe, from),
  };
}
