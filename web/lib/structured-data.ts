import { site } from "#core/content/site";
import type { Faq } from "#core/content/types";
import type { SiteView } from "#core/format/site-settings";
import { postPath } from "#core/format/post-path";
import { languageTags, type Locale } from "#core/i18n/locale";
import { closingInstant } from "#core/format/job-closing";

/**
 * schema.org JSON-LD built from the same typed content the pages render, written by the server
 * only (web/entry-server.tsx): the browser neither builds nor updates it, so its code is on no
 * page's first load. Routes declare their part as PageFacts. Every builder takes `at`,
 * which turns a site path into an absolute URL on the site's origin (SITE_URL), so the data never
 * names the host a request claimed.
 */
export type JsonLd = Record<string, unknown>;
export type At = (path: string) => string;

const CONTEXT = "https://schema.org";
const organizationId = (at: At) => at("/#organization");

/** The firm, on every page, with the contact details and hours staff keep in the site settings. */
export function professionalService(at: At, view: SiteView): JsonLd {
  const { address } = view;
  return {
    "@context": CONTEXT,
    "@type": "ProfessionalService",
    "@id": organizationId(at),
    name: site.name,
    alternateName: site.shortName,
    description: site.description,
    url: at("/"),
    logo: at("/logo.svg"),
    image: at("/og-image.jpg"),
    telephone: view.phones[0].text,
    email: view.email.text,
    foundingDate: String(site.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: address.line1,
      addressLocality: address.city,
      addressRegion: address.state,
      postalCode: address.pincode,
      addressCountry: "IN",
    },
    openingHoursSpecification: view.openingHoursSpecification.map((spec) => ({ "@type": "OpeningHoursSpecification", ...spec })),
    sameAs: view.social.map((profile) => profile.href),
    ...(view.mapUrl ? { hasMap: view.mapUrl } : {}),
    areaServed: { "@type": "Country", name: "India" },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbList(at: At, trail: Crumb[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({ "@type": "ListItem", position: i + 1, name: crumb.name, item: at(crumb.path) })),
  };
}

export interface ServiceFacts {
  name: string;
  description: string;
  path: string;
  category?: string;
}

export function serviceOffer(at: At, service: ServiceFacts): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "Service",
    name: service.name,
    description: service.description,
    url: at(service.path),
    ...(service.category ? { serviceType: service.category } : {}),
    provider: { "@id": organizationId(at) },
    areaServed: { "@type": "Country", name: "India" },
  };
}

export function faqPage(faqs: readonly Faq[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

/** A free tool (core/content/tools.ts): what its page says of it as a web application. */
export interface AppFacts {
  name: string;
  description: string;
  path: string;
}

/** A calculator that runs in the browser, free of charge: schema.org's WebApplication. */
export function webApplication(at: At, app: AppFacts): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "WebApplication",
    name: app.name,
    description: app.description,
    url: at(app.path),
    applicationCategory: "FinanceApplication",
    operatingSystem: "Any",
    isAccessibleForFree: true,
    inLanguage: "en-IN",
    offers: { "@type": "Offer", price: "0", priceCurrency: "INR" },
    provider: { "@id": organizationId(at) },
  };
}

/** A list of pages, in order (the free tools' index): schema.org's ItemList of ListItems. */
export function itemList(at: At, items: readonly Crumb[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "ItemList",
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, url: at(item.path) })),
  };
}

export interface PostFacts {
  slug: string;
  /** Which blog the post is in: its address and its inLanguage. */
  language: Locale;
  title: string;
  excerpt: string;
  author: string;
  imageUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The published team member a post's author field names. */
export interface AuthorFacts {
  slug: string;
  name: string;
  role: string;
  credentials: readonly string[];
  photoUrl: string | null;
}

/**
 * The article's author as a schema.org Person: a team member with their role, credentials
 * (honorificSuffix, "CA, CS"), photo and place on About, working for the firm; else the name alone.
 */
function authorPerson(at: At, name: string, person?: AuthorFacts | null): JsonLd {
  if (!person) return { "@type": "Person", name };
  return {
    "@type": "Person",
    name: person.name,
    jobTitle: person.role,
    ...(person.credentials.length > 0 ? { honorificSuffix: person.credentials.join(", ") } : {}),
    ...(person.photoUrl ? { image: at(person.photoUrl) } : {}),
    url: at(`/about#${person.slug}`),
    worksFor: { "@id": organizationId(at) },
  };
}

export function blogPosting(at: At, post: PostFacts, fallbackImage: string, person?: AuthorFacts | null): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    inLanguage: languageTags[post.language].hreflang,
    image: at(post.imageUrl ?? fallbackImage),
    datePublished: post.createdAt,
    dateModified: post.updatedAt,
    author: authorPerson(at, post.author, person),
    publisher: { "@id": organizationId(at), "@type": "Organization", name: site.name, logo: { "@type": "ImageObject", url: at("/logo.svg") } },
    mainEntityOfPage: at(postPath(post)),
  };
}

export interface JobFacts {
  title: string;
  description: string;
  requirements: string;
  location: string;
  jobType: string;
  salaryRange: string | null;
  createdAt: string;
  /** The last day applications are taken (YYYY-MM-DD, India), if the listing has one. */
  closesOn: string | null;
}

/** schema.org employmentType values for the job types the admin offers. */
const EMPLOYMENT_TYPES: Record<string, string> = {
  "Full-time": "FULL_TIME",
  "Part-time": "PART_TIME",
  Contract: "CONTRACTOR",
  Freelance: "CONTRACTOR",
  Internship: "INTERN",
  Remote: "FULL_TIME",
};

const LAKH = 100_000;

/**
 * A salary written the way Indian listings write it ("₹4–6 LPA", "6 lakh per annum",
 * "₹25,000 - ₹35,000 per month") as a schema.org MonetaryAmount; undefined when it cannot be
 * read with confidence, since a wrong figure is worse than none.
 */
export function baseSalary(text: string | null): JsonLd | undefined {
  if (!text) return undefined;
  const lower = text.toLowerCase();
  const numbers = [...lower.replace(/,/g, "").matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
  if (numbers.length === 0 || numbers.length > 2) return undefined;
  const inLakh = /\blpa\b|lakh|lac\b/.test(lower);
  const unitText = /month|\bpm\b|p\.m\./.test(lower) ? "MONTH" : inLakh || /annum|year|\bpa\b|p\.a\./.test(lower) ? "YEAR" : undefined;
  if (!unitText) return undefined;
  const [min, max = min] = numbers.map((n) => (inLakh ? n * LAKH : n));
  return {
    "@type": "MonetaryAmount",
    currency: "INR",
    value: { "@type": "QuantitativeValue", minValue: min, maxValue: max, unitText },
  };
}

/** A job listing; `region` is the state of the firm's office (its site settings). */
export function jobPosting(at: At, job: JobFacts, region: string): JsonLd {
  const salary = baseSalary(job.salaryRange);
  const remote = job.jobType === "Remote" || /remote/i.test(job.location);
  return {
    "@context": CONTEXT,
    "@type": "JobPosting",
    title: job.title,
    description: `<p>${escapeText(job.description)}</p><h3>Requirements</h3><p>${escapeText(job.requirements)}</p>`,
    datePosted: job.createdAt,
    employmentType: EMPLOYMENT_TYPES[job.jobType] ?? "OTHER",
    hiringOrganization: { "@type": "Organization", "@id": organizationId(at), name: site.name, sameAs: at("/"), logo: at("/logo.svg") },
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: job.location, addressRegion: region, addressCountry: "IN" },
    },
    ...(remote ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "India" } } : {}),
    ...(salary ? { baseSalary: salary } : {}),
    ...(job.closesOn ? { validThrough: closingInstant(job.closesOn) } : {}),
  };
}

const escapeText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\n+/g, "<br>");


/**
 * JSON for a `<script type="application/ld+json">` (or any JSON data block): `<` is escaped so no
 * value can close the script element, and the line separators JSON allows but HTML parsers dislike.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/**
 * What a page says about itself in schema.org terms, as plain data in its route's head. The
 * server turns it into JSON-LD (structuredDataHtml); the route modules import only this type, so
 * no builder reaches the browser.
 */
export type PageFacts =
  | { type: "Service"; service: ServiceFacts }
  | { type: "BreadcrumbList"; trail: Crumb[] }
  | { type: "FAQPage"; faqs: readonly Faq[] }
  | { type: "BlogPosting"; post: PostFacts; fallbackImage: string; person?: AuthorFacts | null }
  | { type: "JobPosting"; job: JobFacts; region: string }
  | { type: "WebApplication"; app: AppFacts }
  | { type: "ItemList"; items: readonly Crumb[] };

function jsonLdOf(at: At, facts: PageFacts): JsonLd {
  switch (facts.type) {
    case "Service":
      return serviceOffer(at, facts.service);
    case "BreadcrumbList":
      return breadcrumbList(at, facts.trail);
    case "FAQPage":
      return faqPage(facts.faqs);
    case "BlogPosting":
      return blogPosting(at, facts.post, facts.fallbackImage, facts.person);
    case "JobPosting":
      return jobPosting(at, facts.job, facts.region);
    case "WebApplication":
      return webApplication(at, facts.app);
    case "ItemList":
      return itemList(at, facts.items);
  }
}

/**
 * The page's JSON-LD as the server writes it into <head>: the firm's ProfessionalService (on every
 * public page, which all carry the site settings) first, then the page's own data, on the site's
 * origin. A data block, never executed, so the CSP's script-src does not apply to it.
 */
export function structuredDataHtml(head: { site?: SiteView; structuredData?: PageFacts[] }, origin: string): string {
  const at: At = (path) => origin + path;
  const data = [...(head.site ? [professionalService(at, head.site)] : []), ...(head.structuredData ?? []).map((facts) => jsonLdOf(at, facts))];
  return `<script type="application/ld+json">${jsonForScript(data)}</script>`;
}
