import { newsletterBatches, newsletterSends, scheduledSends, subscribers } from "./tables";
import type { DataExport } from "../data-export/declaration";

/** The newsletter's subscribers and sends in the owner's export. */
export const newsletterExport = {
  tables: [
    {
      table: subscribers,
      about: "Newsletter subscribers: email address, the page they signed up on, and whether they confirmed or unsubscribed, and when.",
      without: {
        columns: [subscribers.confirmTokenHash, subscribers.unsubscribeToken],
        because: "The secrets of the links mailed to each subscriber: whoever holds them could confirm or unsubscribe that address.",
      },
    },
    { table: newsletterSends, about: "Each newsletter sent: the post, who sent it, to how many subscribers, and how many went out or failed." },
    { table: scheduledSends, about: "Scheduled posts that are to be emailed to the newsletter's subscribers when they are published." },
  ],
  kept: [{ table: newsletterBatches, because: "A send's delivery in batches of addresses, which the website needs only while the send goes out." }],
} as const satisfies DataExport;
