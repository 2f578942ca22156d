/**
 * The lead desk (worker/leads): where each inquiry stands in the firm's sales, apart from the spec's
 * new/read/replied, which says only whether anyone has opened or answered it.
 */
export const leadStages = ["new", "contacted", "qualified", "proposal_sent", "won", "lost"] as const;
export type LeadStage = (typeof leadStages)[number];

export const leadStageLabels: Record<LeadStage, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  proposal_sent: "Proposal sent",
  won: "Won",
  lost: "Lost",
};

/** The badge variant of each stage: open stages quiet, the outcomes in their colours. */
export const leadStageBadges = {
  new: "outline",
  contacted: "secondary",
  qualified: "secondary",
  proposal_sent: "default",
  won: "success",
  lost: "destructive",
} as const satisfies Record<LeadStage, string>;

/** The stages a lead ends in: it has an outcome and leaves the open pipeline. */
export const closedStages = ["won", "lost"] as const satisfies readonly LeadStage[];
export const isClosedStage = (stage: LeadStage) => (closedStages as readonly LeadStage[]).includes(stage);

/** Why a lead was lost: a short list, so the reasons can be counted. */
export const lostReasons = ["price", "timing", "went_elsewhere", "no_response", "not_a_fit", "other"] as const;
export type LostReason = (typeof lostReasons)[number];

export const lostReasonLabels: Record<LostReason, string> = {
  price: "Price",
  timing: "Timing",
  went_elsewhere: "Went elsewhere",
  no_response: "No response",
  not_a_fit: "Not a fit for us",
  other: "Other",
};

/** How staff reached a visitor outside the admin's mail, recorded in the thread when they confirm it. */
export const contactChannels = ["whatsapp", "phone"] as const;
export type ContactChannel = (typeof contactChannels)[number];

export const contactChannelLabels: Record<ContactChannel, string> = { whatsapp: "WhatsApp", phone: "phone" };

/** How a new inquiry finds its assignee (Settings → Lead desk). */
export const assignmentRules = ["none", "round_robin", "by_service"] as const;
export type AssignmentRule = (typeof assignmentRules)[number];

export const assignmentRuleLabels: Record<AssignmentRule, string> = {
  none: "Nobody: staff assign leads by hand",
  round_robin: "In turn among the advisors (everyone who handles inquiries when there are none)",
  by_service: "By service line, to the colleague named for it",
};

/**
 * Where an open lead's follow-up stands on India's date `today`: overdue, due today, or not yet (a
 * Won or Lost lead needs none). The list's follow-up filter (worker/inquiries/data.ts) counts the same.
 */
export function followUpState(lead: { followUpOn: string | null; stage: LeadStage }, today: string): "overdue" | "today" | null {
  if (!lead.followUpOn || isClosedStage(lead.stage)) return null;
  return lead.followUpOn < today ? "overdue" : lead.followUpOn === today ? "today" : null;
}

/** The list's follow-up filter: due today, overdue, or either. */
export const followUpFilters = ["today", "overdue", "due"] as const;
export type FollowUpFilter = (typeof followUpFilters)[number];
