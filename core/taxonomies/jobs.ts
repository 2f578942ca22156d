/** The six job types of spec section 3; the admin form offers exactly these. */
export const jobTypes = ["Full-time", "Part-time", "Contract", "Freelance", "Internship", "Remote"] as const;

export type JobType = (typeof jobTypes)[number];
