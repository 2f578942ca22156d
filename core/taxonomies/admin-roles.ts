/**
 * Who may do what in the admin. A firm of 5–20 people keeps its writers away from clients'
 * personal data (the DPDP Act 2023 limits personal data to the purpose it was collected for) and
 * its advisors on the leads, not the site. The worker checks a route's permission (each route
 * declares one, worker/access/permissions.ts); the admin reads the same table to show only what a
 * role may use.
 */
export const adminRoles = ["owner", "manager", "editor", "advisor"] as const;
export type AdminRole = (typeof adminRoles)[number];

/** The roles the owner can give a colleague: ownership itself is handed over, never granted. */
export const colleagueRoles = ["manager", "editor", "advisor"] as const satisfies readonly AdminRole[];
export type ColleagueRole = (typeof colleagueRoles)[number];

export const roleLabels: Record<AdminRole, string> = {
  owner: "Owner",
  manager: "Manager",
  editor: "Editor",
  advisor: "Advisor",
};

/** "a Manager", "an Editor": the role's name as a sentence needs it. */
export const roleWithArticle = (role: AdminRole): string => `${/^[AEIOU]/.test(roleLabels[role]) ? "an" : "a"} ${roleLabels[role]}`;

/** One line each, for the invitation form and the staff list. */
export const roleDescriptions: Record<AdminRole, string> = {
  owner: "Everything, including staff, roles, security, privacy requests and exporting all the data.",
  manager: "Everything except staff and roles.",
  editor: "Blog posts, job listings, people, service fees and newsletter sends. No inquiries, subscribers or privacy requests.",
  advisor: "Inquiries, replies and notes. No content and no settings.",
};

const everyone = adminRoles;
const managers = ["owner", "manager"] as const;

/** Each permission a route can declare, and the roles that hold it. */
export const permissions = {
  /** Their own account: password, passkeys, authenticator app, sessions. */
  self: everyone,
  /** The dashboard (its cards follow the other permissions) and whether mail is set up. */
  overview: everyone,
  /** Blog posts, job listings, people, service fees and their images. */
  content: ["owner", "manager", "editor"],
  /** Sending a published post to the newsletter's subscribers (never their addresses). */
  newsletter: ["owner", "manager", "editor"],
  /** Inquiries, their replies, notes, status and résumés. */
  inquiries: ["owner", "manager", "advisor"],
  /** The subscribers' list and addresses. */
  subscribers: managers,
  /** CSV exports of inquiries and subscribers: personal data leaving the admin, audited. */
  exports: managers,
  /** The owner's copy of all the firm's data in one archive (Settings → Export all data), behind step-up, audited. */
  dataExport: ["owner"],
  /** Privacy requests: finding and erasing one person's data, audited. */
  privacy: managers,
  /** The website's details, the launch checklist, the activity log and the staff list. */
  settings: managers,
  /** Inviting, removing and changing the role of colleagues, resetting their factors, handing over ownership. */
  staff: ["owner"],
} as const satisfies Record<string, readonly AdminRole[]>;

export type Permission = keyof typeof permissions;

export function can(role: AdminRole, permission: Permission): boolean {
  return (permissions[permission] as readonly AdminRole[]).includes(role);
}

/** What a screen or the API says to a role that does not hold the permission. */
export const ROLE_FORBIDDEN = "Your role does not include this.";
/** The `code` of that 403, so the admin can tell it from a re-verification request. */
export const ROLE_FORBIDDEN_CODE = "role_forbidden";
