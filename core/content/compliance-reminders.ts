import { site } from "./site";

/**
 * The words of the compliance reminders after the sign-up: the confirmation mail, the reminder
 * mail and the pages of their links (worker/compliance). Each goes out in the language of the
 * calendar page the address signed up on.
 */
export const reminderMailCopy = {
  /** The English mails open with their heading and end with the footer: no greeting, no sign-off. */
  greeting: "",
  closing: "",
  confirmation: {
    subject: `Confirm your compliance reminders from ${site.shortName}`,
    heading: "Please confirm your compliance reminders",
    asked: `You asked ${site.shortName} to email you before the GST, TDS, income-tax, ROC, LLP, PF and ESI due dates you chose, at 9 in the morning (India time).`,
    linkLasts: (days: number) => `The link works for ${days} days. Until you confirm, we send you nothing else.`,
    button: "Confirm my reminders",
    footer: `${site.name}.\nThis address was entered on the compliance calendar of our website. If that was not you, ignore this email and nothing will be sent.`,
  },
  reminder: {
    /** How far off a date is: "today", "tomorrow", "in 3 days". */
    inDays: (days: number) => (days === 0 ? "today" : days === 1 ? "tomorrow" : `in ${days} days`),
    subjectOne: (form: string, when: string, date: string) => `${form} due ${when}: ${date}`,
    subjectMany: (count: number, when: string) => `${count} compliance due dates coming up, the first ${when}`,
    headingMany: "Compliance due dates coming up",
    dueLine: (title: string, date: string, when: string) => `${title}: due ${date} (${when})`,
    extended: (from: string, source: string) => `Extended from ${from} by ${source}.`,
    who: "Who",
    ifMissed: "If missed",
    seeAll: "See the whole calendar",
    footer: (stop: string) =>
      `You receive this because you asked ${site.shortName} for compliance reminders and confirmed your address. To change the dates you get, unsubscribe and sign up again on the calendar.\nUnsubscribe with one click: ${stop}`,
  },
};

/** The pages of the reminder mails' links: confirm and stop (one button each), and where they lead. */
export const reminderPagesCopy = {
  confirm: {
    title: "Confirm your compliance reminders",
    text: "Press the button to confirm this address. We will then email you at 9 in the morning (India time) before each due date you chose.",
    button: "Confirm reminders",
  },
  stop: {
    title: "Stop compliance reminders",
    text: "Press the button and we will stop emailing you before compliance due dates.",
    button: "Unsubscribe",
  },
  confirmed: {
    title: "Your reminders are on",
    text: "Thank you for confirming. Each reminder arrives at 9 in the morning, India time, and has a link to unsubscribe.",
  },
  stopped: {
    title: "Reminders stopped",
    text: "We will not email you any more reminders. You can sign up again from the compliance calendar at any time.",
  },
  expired: {
    title: "This link no longer works",
    text: "It has expired or has been used already. Sign up again on the compliance calendar and we will send you a fresh link.",
  },
  toCalendar: "Go to the compliance calendar",
};
