/** The six job types of spec section 3; the admin form offers exactly these. */
export const jobTypes = ["Full-time", "Part-time", "Contract", "Freelance", "Internship", "Remote"] as const;

export type JobType = (typeof jobTypes)[number];

/**
 * Whether a listing still takes applications, set by staff separately from published/draft: a
 * filled or closed role stays published so old links and shared posts still explain what happened.
 */
export const hiringStatuses = ["open", "filled", "closed"] as const;

export type HiringStatus = (typeof hiringStatuses)[number];

export const hiringStatusLabels: Record<HiringStatus, string> = { open: "Open", filled: "Filled", closed: "Closed" };
