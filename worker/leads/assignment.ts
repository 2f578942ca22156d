import { eq } from "drizzle-orm";
import { inquiryTypeLabel } from "#core/taxonomies/inquiries";
import type { ServiceId } from "#core/taxonomies/services";
import { type Database, getDb } from "../db/client";
import { adminUsers } from "../access/tables";
import { inquiries } from "./tables";
import type { Env } from "../env";
import type { EventScope } from "../events/handlers";
import type { EventOf } from "../events/types";
import { log } from "../lib/log";
import { configuredSiteOrigin } from "../lib/site-origin";
import { renderMail } from "../mail/layout";
import { type Mail, sendMail } from "../mail/send";
import { mailSettings } from "../mail/settings";
import { findAssignable, leadHandlingRoles, nextInTurn, staffName } from "./data";
import { readLeadDeskSettings } from "./settings";
import { inquirySubject } from "./inquiry-subject";

/** Where the admin opens one inquiry: the inquiries list with its panel open (`?inquiry=12`); every staff mail links it. */
export const leadPath = (id: number) => `/admin/inquiries?inquiry=${id}`;

/**
 * Who a new lead goes to under Settings → Lead desk: the colleague named for its service line, or
 * the advisor next in turn (everyone who handles inquiries when there is no advisor), or nobody.
 * A colleague named for a line who has since left or changed role is passed over.
 */
export async function assigneeForNewLead(db: Database, service: ServiceId | null): Promise<number | null> {
  const settings = await readLeadDeskSettings(db);
  if (settings.rule === "by_service") {
    const owner = service ? settings.serviceOwners[service] : undefined;
    return owner && (await findAssignable(db, owner)) ? owner : null;
  }
  if (settings.rule === "round_robin") {
    const advisor = await nextInTurn(db, ["advisor"]);
    return (advisor ?? (await nextInTurn(db, leadHandlingRoles)))?.id ?? null;
  }
  return null;
}

async function assignmentDetails(db: Database, id: number) {
  return db
    .select({
      id: inquiries.id,
      name: inquiries.name,
      type: inquiries.type,
      service: inquiries.service,
      subject: inquirySubject,
      reference: inquiries.reference,
      assigneeId: inquiries.assigneeId,
      assigneeEmail: adminUsers.email,
      assigneeName: staffName,
    })
    .from(inquiries)
    .innerJoin(adminUsers, eq(adminUsers.id, inquiries.assigneeId))
    .where(eq(inquiries.id, id))
    .get();
}

type Assigned = NonNullable<Awaited<ReturnType<typeof assignmentDetails>>>;

/** The mail telling a colleague a lead is theirs: who, about what, and the link to it. */
function assignmentMail(lead: Assigned, origin: string | undefined, byRule: boolean): Mail {
  const about = lead.service ?? lead.subject ?? inquiryTypeLabel(lead.type);
  const subject = `Lead assigned to you: ${lead.name}, ${about}`;
  const content = renderMail({
    heading: subject,
    paragraphs: [
      byRule
        ? `The lead desk's assignment rule has given you this new ${inquiryTypeLabel(lead.type).toLowerCase()}.`
        : `A colleague has assigned this ${inquiryTypeLabel(lead.type).toLowerCase()} to you.`,
    ],
    fields: [
      { label: "Name", value: lead.name },
      { label: "About", value: about },
      ...(lead.reference ? [{ label: "Reference", value: lead.reference }] : []),
    ],
    link: origin ? { text: "Open the lead in the admin", href: `${origin}${leadPath(lead.id)}` } : undefined,
    footer: "You receive this because the lead is now yours to follow up.",
  });
  return { to: [lead.assigneeEmail], subject, ...content };
}

/** After-response handler of `inquiry.assigned`: mails the colleague given the lead, unless they took it themselves or nobody has it now. */
export async function notifyAssignee(event: EventOf<"inquiry.assigned">, { env }: EventScope): Promise<void> {
  if (event.assigneeId === null || event.assigneeId === event.adminId) return;
  await mailAssignee(env, event.id, false);
}

/** After-response handler of `inquiry.created`: mails the colleague the lead desk's rule gave the new lead, if any. */
export async function notifyAssigneeByRule(event: EventOf<"inquiry.created">, { env }: EventScope): Promise<void> {
  await mailAssignee(env, event.id, true);
}

/**
 * Mails the assignee of lead `id`, given by a colleague or by the rule as it arrived. A failure is
 * logged, not retried: the lead shows under Mine and in the morning digest all the same.
 */
async function mailAssignee(env: Env, id: number, byRule: boolean): Promise<void> {
  if (!mailSettings(env).from) return;
  const lead = await assignmentDetails(getDb(env.DB), id);
  if (!lead) return;
  try {
    await sendMail(env, assignmentMail(lead, configuredSiteOrigin(env), byRule));
    log("info", "lead_assignment_mailed", { id: lead.id, assigneeId: lead.assigneeId });
  } catch (err) {
    log("error", "lead_assignment_mail_failed", { id: lead.id, assigneeId: lead.assigneeId, message: err instanceof Error ? err.message : String(err) });
  }
}
