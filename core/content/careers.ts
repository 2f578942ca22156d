import { applicationLabels } from "../schemas/application";
import type { JobType } from "../taxonomies/jobs";
import type { IconCard } from "./types";

/** Where a speculative CV goes when no listed role fits: the contact form, subject filled in. */
export const careerEnquiryPath = "/contact?subject=Career%20enquiry";

/** Why someone would join: shown on /careers above the openings. */
export const reasonsToJoin = [
  {
    icon: "layers",
    title: "Variety from day one",
    description:
      "GST returns in the morning, a funding application in the afternoon: you see how many different startups and MSMEs actually run.",
  },
  {
    icon: "handshake",
    title: "Learn on real engagements",
    description:
      "You work directly with our consultants on client work, not on exercises, and you meet the founders and owners you are helping.",
  },
  {
    icon: "trending-up",
    title: "Grow with a growing firm",
    description:
      "We are a small team in Bhopal. Responsibility comes early, and good work is noticed by the people who decide.",
  },
] as const satisfies readonly IconCard[];

export const careersCopy = {
  hero: {
    eyebrow: "Careers",
    title: "Careers at Vriddhi",
    subtitle:
      "We are a Bhopal consultancy helping startups and MSMEs across India with finance, tax, compliance, strategy and funding. If you like solving practical business problems for people who will thank you for it, we would like to hear from you.",
  },
  reasons: { eyebrow: "Working Here", title: "Why Join Vriddhi" },
  openings: {
    eyebrow: "Open Positions",
    title: "Current Openings",
    description: "Choose a role to read the details and apply with your résumé.",
  },
  empty: {
    title: "No open positions right now",
    text: "We are always glad to hear from good people. Write to us through the contact page with a few lines about yourself and the work you are looking for, and we will get in touch when a suitable role opens.",
    action: "Send a career enquiry",
  },
  card: { viewRole: "View role and apply" },
  facts: { posted: "Posted", salary: "Salary" },
  /** An opening's type as a page shows it (the listing stores the English one). */
  jobTypes: {
    "Full-time": "Full-time",
    "Part-time": "Part-time",
    Contract: "Contract",
    Freelance: "Freelance",
    Internship: "Internship",
    Remote: "Remote",
  } satisfies Record<JobType, string>,
};

export const jobPageCopy = {
  breadcrumb: [
    { label: "Home", to: "/" },
    { label: "Careers", to: "/careers" },
  ],
  description: "About the role",
  requirements: "What we are looking for",
  apply: {
    title: "Apply for this role",
    description: "Fields marked * are required. Your résumé is seen only by our hiring team.",
  },
  /** Instead of the application form, once the role is filled or closed (by staff or by its closing date). */
  closed: {
    filled: "This position has been filled",
    closed: "This position is closed",
    closedOn: (date: string) => `Applications closed on ${date}.`,
    text: "We are no longer taking applications for this role. Thank you for your interest; our other openings are listed on the careers page.",
    action: "See current openings",
  },
  /** An opening's meta description, from its type, place and description (as staff wrote them). */
  headDescription: (job: { title: string; jobType: JobType; location: string; description: string }) =>
    `${job.jobType}, ${job.location}. ${job.description}`,
  aside: {
    title: "How we hire",
    text: "We read every application. If your experience fits the role, we will call or email you to arrange a conversation at our M.P. Nagar office or by video call.",
    otherRoles: { label: "See all openings", to: "/careers" },
  },
};

export const applicationFormCopy = {
  labels: applicationLabels,
  placeholders: {
    name: "Your name",
    email: "you@example.in",
    phone: "+91 98765 43210",
    message: "A few lines about your experience and why this role interests you.",
  },
  hints: { phone: "Optional", message: "Optional", resume: "PDF, DOC or DOCX, up to 5 MB" },
  /** Both the extensions and the types: some browsers filter the picker by one, some by the other. */
  resumeAccept:
    ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  submit: "Submit Application",
  submitting: "Submitting...",
  success: {
    toastTitle: "Application Submitted",
    toastText: "Thank you for applying. We'll be in touch if your profile fits the role.",
    title: "Application received",
    text: (position: string) => `Thank you for applying for ${position}.`,
    next: "Our team reads every application and will contact you by email or phone if your experience fits the role.",
    back: "See other openings",
  },
  failure: {
    title: "Application not sent",
    generic: "Your application could not be sent. Please try again, or email your CV to us.",
    offline: "Please check your internet connection and try again.",
  },
};

/** The careers page's meta description, also the head of an opening that could not be shown. */
export const careersDescription =
  "Careers at Vriddhi Business Solutions, Bhopal: open positions in finance, tax, compliance and business consulting for startups and MSMEs, and how to apply.";
