-- A post's language and, for a Hindi post, the English post it translates. Added without rebuilding the
-- table (a rebuild would fire blog_content_images' ON DELETE CASCADE). drizzle-kit writes the column's
-- REFERENCES without its ON DELETE; it is added by hand, as the schema declares it: deleting an English
-- post leaves its translation standing alone. Every earlier post is English, as the default says.
ALTER TABLE `blogs` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `blogs` ADD `translation_of` integer REFERENCES blogs(id) ON DELETE set null;--> statement-breakpoint
CREATE UNIQUE INDEX `blogs_translation_of_unique` ON `blogs` (`translation_of`);--> statement-breakpoint
CREATE INDEX `blogs_language_published_created_idx` ON `blogs` (`language`,`published`,`created_at`);