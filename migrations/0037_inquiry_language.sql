-- Each inquiry's language: that of the page its form was on ("hi" under /hi/), which the worker works out
-- from the page's path (worker/inquiries/lead-source.ts). Added without rebuilding the table (no CHECK):
-- the search and lead-count triggers stay. Every earlier inquiry came from an English page, as its default says.
ALTER TABLE `inquiries` ADD `language` text DEFAULT 'en' NOT NULL;