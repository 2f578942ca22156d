import { inquiries, inquiryMessages } from "../leads/tables";
import type { DataExport } from "../data-export/declaration";
import { filesNamedBy } from "../data-export/file-owners";

/** The inquiries in the owner's export, their replies and notes, and the résumés they own in the manifest. */
export const inquiryExport = {
  tables: [
    {
      table: inquiries,
      about:
        "Every message sent through the website's forms (contact, service enquiries, quotes, call-backs and job applications): who sent it, what they wrote, the page and campaign they came from, its status, and the lead desk's assignee, stage, outcome and follow-up.",
      without: {
        columns: [inquiries.idempotencyKey, inquiries.idempotencyBodyHash, inquiries.emailKey, inquiries.phoneKey],
        because: "They only let the website recognise a form sent twice and find one person's inquiries on a privacy request; they are worked out from the other columns and mean nothing outside the website.",
      },
    },
    { table: inquiryMessages, about: "The replies sent and the notes written on each inquiry (inquiry_id), and who wrote them (admin_id, a row of admin_users)." },
  ],
  files: [filesNamedBy(inquiries.resumeUrl, inquiries.id, "Resume attached to inquiry")],
} as const satisfies DataExport;
