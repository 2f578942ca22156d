/** What the site search finds, in the order its results are grouped on /search. */
export const searchKinds = ["sub-service", "service", "tool", "post", "guide", "job"] as const;

export type SearchKind = (typeof searchKinds)[number];

/** Each group's heading on the results page. */
export const searchKindLabels: Record<SearchKind, string> = {
  "sub-service": "Services",
  service: "Service areas",
  tool: "Free tools",
  post: "Articles",
  guide: "Guides and policies",
  job: "Careers",
};
