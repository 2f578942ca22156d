import { shortenedSearchNote } from "../schemas/search-text";
import { searchKindLabels } from "../taxonomies/search";

/** The words of the site search's page (/search): its head, heading, hints and the texts around the results. */
export const searchPageCopy = {
  head: {
    title: "Search",
    resultsTitle: (query: string) => `Search results for “${query}”`,
    description: "Search the services, guides, articles and openings of Vriddhi Business Solutions.",
  },
  heading: "Search our site",
  /** The page's own search form: its landmark's name and its hint. */
  searchAgain: "Search again",
  placeholder: "Search services, guides and articles",
  /** When less was searched than was typed. */
  shortened: shortenedSearchNote,
  resultCount: (count: number, query: string) => `${count} ${count === 1 ? "result" : "results"} for “${query}”`,
  /** Each group's heading. */
  kinds: searchKindLabels,
  /** Before the first search: common searches a visitor can start from. */
  suggestions: {
    intro: "Find a service, a registration, a guide or an article. People often look for:",
    queries: ["GST registration", "DPIIT", "Udyam", "Company valuation", "Business loan", "Income tax"],
  },
  /** When nothing matched. */
  noResults: {
    title: (query: string) => `Nothing on our site matches “${query}”.`,
    /** "Did you mean <the corrected query>?" around its link. */
    didYouMean: { before: "Did you mean", after: "?" },
    tips: ["Check the spelling, or try fewer or shorter words.", "Search for a service by its common name, such as GST, DPIIT or valuation."],
    /** "You can also <browse all our services>, <read our articles> or <ask us directly>: we reply within one working day." */
    elsewhere: {
      before: "You can also",
      services: "browse all our services",
      articles: "read our articles",
      or: "or",
      ask: "ask us directly",
      after: ": we reply within one working day.",
    },
  },
};
