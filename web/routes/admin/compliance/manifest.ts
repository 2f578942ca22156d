import { CalendarClock } from "lucide-react";
import { formatDate, formatDateTime } from "#core/format/date";
import type { AdminFeature } from "../admin-feature";

const deadlineOf = (detail: Record<string, unknown> | null) => String(detail?.title ?? detail?.deadlineId ?? "a due date");

/** The compliance calendar: the year's due dates, the extensions staff record, and the reminder sign-ups. */
export const complianceManifest: AdminFeature = {
  name: "compliance",
  screens: [{ path: "compliance", permission: "content", lazy: () => import("./compliance-calendar") }],
  nav: { to: "/admin/compliance", label: "Compliance Calendar", icon: CalendarClock, permission: "content" },
  activity: {
    sentences: {
      "deadline.extended": (entry) =>
        `extended “${deadlineOf(entry.detail)}” to ${formatDate(String(entry.detail?.extendedTo ?? ""))} (${String(entry.detail?.source ?? "no source given")})`,
      "deadline.extension_removed": (entry) => `put “${deadlineOf(entry.detail)}” back to its statutory due date`,
    },
  },
  heldData: {
    found: (held) => Boolean(held.remindersSince),
    line: (held) =>
      held.remindersSince ? `Signed up for compliance reminders on ${formatDateTime(held.remindersSince)}.` : "Not signed up for compliance reminders.",
    counts: { complianceReminders: ["compliance reminder sign-up", "compliance reminder sign-ups"] },
  },
};
