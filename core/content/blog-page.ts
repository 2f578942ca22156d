import { type BlogCategory, blogCategories, type BlogTopicSlug, blogTopics } from "../taxonomies/blog";

/**
 * The words of the blog's pages around its posts: the list's hero, topics and empty state, a card's
 * link, the article's frame and the call to action under it. The posts themselves are staff's.
 */
export const blogPageCopy = {
  /** The <title> of the list, and of a topic's list. */
  title: "Business Insights",
  topicTitle: (topic: string) => `${topic} Articles`,
  /** The feed's title (after the firm's short name). */
  feedTitle: "Business Insights",
  hero: {
    eyebrow: "Our Blog",
    heading: "Business Insights",
    intro: "Expert advice on funding, compliance, technology and growth for startups and MSMEs across India.",
    subscribe: "Subscribe to Updates",
  },
  topics: {
    heading: "Browse by topic",
    all: "All topics",
    clear: "Clear topic filter",
  },
  /** The topics' and categories' names, as the taxonomy keeps them in English. */
  topicLabels: Object.fromEntries(blogTopics.map((topic) => [topic.slug, topic.label])) as Record<BlogTopicSlug, string>,
  categoryLabels: Object.fromEntries(blogCategories.map((category) => [category, category])) as Record<BlogCategory, string>,
  latest: "Latest articles",
  articlesOn: (topic: string) => `Articles on ${topic}`,
  empty: {
    heading: "No articles yet",
    topicHeading: (topic: string) => `No articles on ${topic} yet`,
    body: "We're writing new guides every month. Browse the other topics, or subscribe below to hear when this one is covered.",
    viewAll: "View all articles",
  },
  /** Under the list: where to read the blog in the other language. */
  otherBlog: {
    text: "Some of our articles are also written in Hindi.",
    link: "Read them in Hindi",
  },
  readMore: "Read More",
  /** The list's Business Resources: the guides and the free tools. */
  resources: {
    heading: "Business Resources",
    intro: "Free guides to help you plan, fund and run your business.",
    viewAll: "View All Resources",
    tools: "Free tools",
    allTools: "All free tools",
  },
  article: {
    back: "Back to Business Insights",
    aboutAuthor: (name: string) => `About ${name}`,
    meetTeam: "Meet the team",
    /** The role of an author who is not on the published team (the spec's). */
    contentWriter: "Content Writer",
    related: "You might also like",
  },
  cta: {
    heading: "Need help applying this to your business?",
    body: "Talk to our consultants about funding, compliance, finance or growth. The first consultation is free and carries no obligation.",
    button: "Book a Free Consultation",
  },
};
