import { deadlineKindLabels } from "../taxonomies/compliance";
import { site } from "./site";

/**
 * The words of the compliance calendar's page (its dates are data: core/compliance). Written for
 * an owner who wants to know what is due this month, who must file it, and what missing it costs.
 */
export const complianceCalendarCopy = {
  name: "Compliance Calendar",
  subtitle:
    "Every GST, TDS and TCS, advance tax, income-tax return, ROC, LLP, PF and ESI due date of the year, with who must meet it, what missing it costs and the law behind it. Add it to your phone's calendar or have us email you before each date.",
  summary: "GST, TDS, income-tax, ROC, LLP, PF and ESI due dates of the year, with penalties, a calendar feed and email reminders.",
  description:
    "Compliance calendar for Indian businesses: GST (GSTR-1, GSTR-3B, QRMP, CMP-08, GSTR-9), TDS and TCS, advance tax, income-tax return, ROC, LLP, PF and ESI due dates with penalties and citations, as a calendar feed and email reminders.",
  /** The year in the page's heading: "FY 2026-27". */
  fy: (label: string) => `FY ${label}`,
  /** The page's <title>, before the site's name, with `fy` as the year says it. */
  headTitle: (fy: string) => `Compliance Calendar FY ${fy}: GST, TDS, ITR and ROC Due Dates`,
  /** The kinds of due dates, as the filter, the badges and the reminder form name them. */
  kindLabels: deadlineKindLabels,
  /** After a due date's title, for screen readers: ", due 20 December 2026". */
  due: (date: string) => `, due ${date}`,
  /** What the calendar, its feed (worker/compliance/ics.ts) and its reminder mails say of their dates. */
  disclaimer:
    "These dates are indicative, for planning only, and are not tax or legal advice: a date can be extended by notification after we last checked it, so confirm it on the government portal or with your adviser before you rely on it.",
  verified: (date: string) => `Dates and citations verified on ${date}.`,
  filterLabel: "Show",
  allKinds: "All due dates",
  nothing: "No due dates of this kind this year.",
  allPast: "Every due date of this year has passed; next year's calendar follows as soon as its dates are confirmed.",
  earlier: (count: number) => `Earlier this year (${count} ${count === 1 ? "date" : "dates"})`,
  past: "Past",
  next: "Next due",
  who: "Who",
  law: "Law",
  penalty: "If missed",
  assumption: "Assumed",
  extended: (to: string, from: string) => `Extended to ${to} (was ${from})`,
  extendedBy: "Source",
  /** After the extension's dates, before its source. */
  sentenceEnd: ".",
  /** Under each coming due date: the date as one event in Google Calendar, which works on a phone too. */
  addToGoogle: "Add to Google Calendar",
  /** At the top on a phone, where the feed is of little use: the reminders first. */
  phoneLead: {
    text: "On a phone, an email a few days before each date is the surest reminder; or add any date to Google Calendar with one tap.",
    reminders: "Get reminders by email",
    feed: "The whole calendar, on a computer",
  },
  feed: {
    heading: "Put these dates in your calendar",
    text: "Subscribe once and your calendar keeps itself up to date: when a date is extended by notification, the change reaches your calendar too.",
    phone: "Google Calendar's phone app cannot subscribe to a calendar like this one: on a phone, use the email reminders or “Add to Google Calendar” under each date. On a computer:",
    googleSubscribe: "Subscribe in Google Calendar",
    /** The same by hand, as Google Calendar's web page names its menus. */
    googleSteps: ["Open calendar.google.com on a computer.", "Next to Other calendars, press + and choose From URL.", "Paste this address and press Add calendar:"],
    googleAfter: "The dates then show in the Google Calendar app on your phone too, under the same account.",
    apple: "Apple Calendar or Outlook",
    download: "Download the .ics file",
    ofKind: (kind: string) => `Only ${kind} dates are in this feed. Choose "All due dates" above for the full calendar.`,
    /** Before the kinds' links: a feed of one kind. */
    byKind: "One kind only:",
  },
  /** The calendar feed (.ics) itself: its name and description, and each event's lines. */
  feedFile: {
    name: (kind: string | null) => `${site.shortName} compliance calendar${kind ? ` (${kind})` : ""}`,
    description: (fy: string, verified: string) => `Statutory due dates for FY ${fy}, verified on ${verified}, from ${site.name}.`,
    who: "Who",
    dueUnder: "Due under",
    penalty: "Penalty",
    assumes: "Assumes",
    /** After an extended date's title, in brackets. */
    extendedMark: "extended",
    extendedFrom: (from: string, to: string, source: string) => `Extended from ${from} to ${to} by ${source}`,
  },
  reminders: {
    heading: "Email me before these dates",
    /** The form's accessible name. */
    formLabel: "Compliance reminder sign-up",
    text: "One short email at 9 in the morning (India time), a few days before each due date you choose, and nothing else. We ask you to confirm your address first, and every email has a one-click unsubscribe.",
    leadOption: (days: string) => (days === "1" ? "1 day before" : `${days} days before`),
    submit: "Email me reminders",
    submitting: "Signing up...",
    success: {
      title: "Almost there: check your inbox",
      description: "Confirm your address with the link we have sent, and your reminders start. An address that already gets them is not changed.",
    },
    failure: { title: "Could not sign you up", fallback: "Please try again later.", offline: "Please check your internet connection and try again." },
  },
  help: {
    heading: "Rather we filed them for you?",
    text: "Our Bhopal team files GST returns, TDS statements, income-tax returns and ROC forms for businesses across India, on time, every time.",
  },
  agm: "AOC-4 and MGT-7 dates are computed from an annual general meeting held on 30 September 2026, the last day allowed; if your AGM is earlier, so are they.",
  dir3Kyc:
    "DIR-3 KYC, the directors' KYC, is no longer a yearly filing due on 30 September: since 31 March 2026 each director files it once every three years, by 30 June of the year it falls due, so its date depends on the director's own last filing (Companies (Appointment and Qualification of Directors) Rules, 2014, rule 12A, as substituted by G.S.R. 943(E) of 31 December 2025).",
  weekend: "Where a due date falls on a Sunday or a holiday it is shown as the law writes it; portals sometimes accept the next working day, but do not count on it.",
};
