/** The eight categories a post can have (spec section 3); the admin form offers exactly these. */
export const blogCategories = [
  "Business Strategy",
  "Finance",
  "Startups",
  "Legal",
  "Marketing",
  "Technology",
  "Leadership",
  "Operations",
] as const;

export type BlogCategory = (typeof blogCategories)[number];

/** The values of ?topic= on /blog (spec section 2). */
export const blogTopicSlugs = ["startup", "funding", "legal", "growth", "technology", "marketing", "finance", "operations"] as const;

export type BlogTopicSlug = (typeof blogTopicSlugs)[number];

export interface BlogTopic {
  slug: BlogTopicSlug;
  label: string;
  /** The categories whose posts the topic lists. */
  categories: readonly BlogCategory[];
}

/**
 * The topic links of the blog list and what each filters to. Every category belongs to at least one
 * topic; Finance to two, because funding is part of financial management.
 */
export const blogTopics: readonly BlogTopic[] = [
  { slug: "startup", label: "Startup Strategy", categories: ["Startups"] },
  { slug: "funding", label: "Funding & Investment", categories: ["Finance"] },
  { slug: "legal", label: "Legal Compliance", categories: ["Legal"] },
  { slug: "growth", label: "Business Growth", categories: ["Business Strategy", "Leadership"] },
  { slug: "technology", label: "Technology", categories: ["Technology"] },
  { slug: "marketing", label: "Marketing", categories: ["Marketing"] },
  { slug: "finance", label: "Financial Management", categories: ["Finance"] },
  { slug: "operations", label: "Operations", categories: ["Operations"] },
];
