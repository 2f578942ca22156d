/**
 * The three launch articles the local seed publishes (spec section 3). Their bodies are
 * trusted, hand-written HTML that already passes the blog sanitiser's allow-list.
 */
export interface SeedArticle {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: string;
  author: string;
  imageUrl: string;
  createdAt: string;
}

export const seedArticles: SeedArticle[] = [
  {
    title: "The Complete Guide to Startup Funding in India",
    slug: "startup-funding-guide",
    excerpt: "From bootstrapping to government schemes and angel rounds: how Indian founders can fund each stage of growth.",
    content:
      "<h2>Know your stage</h2><p>Each stage of a startup suits a different kind of capital.</p>" +
      "<ul><li>Bootstrapping and friends and family</li><li>Government schemes such as the Startup India Seed Fund</li><li>Angel investors and venture capital</li></ul>",
    category: "Funding",
    author: "Vriddhi Editorial Team",
    imageUrl: "/assets/blog/startup-funding-guide.jpg",
    createdAt: "2025-03-10T09:00:00.000Z",
  },
  {
    title: "Digital Transformation for Small Businesses",
    slug: "digital-transformation-small-business",
    excerpt: "Practical first steps for MSMEs moving their sales, accounts and operations online without a large budget.",
    content:
      "<h2>Start with one process</h2><p>Pick the process that costs you the most time and digitise it first.</p>" +
      "<p>Accounting, invoicing and GST filing are usually the quickest wins.</p>",
    category: "Technology",
    author: "Vriddhi Editorial Team",
    imageUrl: "/assets/blog/digital-transformation-small-business.jpg",
    createdAt: "2025-02-18T09:00:00.000Z",
  },
  {
    title: "The Legal Compliance Checklist Every Startup Needs",
    slug: "legal-compliance-checklist",
    excerpt: "Registrations, filings and policies a young Indian company must keep in order from its first day.",
    content:
      "<h2>Registrations</h2><p>Company or LLP incorporation, PAN, TAN and GST registration where applicable.</p>" +
      "<h2>Recurring filings</h2><ul><li>GST returns</li><li>TDS returns</li><li>Annual ROC filings</li></ul>",
    category: "Legal",
    author: "Vriddhi Editorial Team",
    imageUrl: "/assets/blog/legal-compliance-checklist.jpg",
    createdAt: "2025-01-27T09:00:00.000Z",
  },
];
