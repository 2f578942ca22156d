ALTER TABLE `blogs` ADD `meta_title` text;--> statement-breakpoint
ALTER TABLE `blogs` ADD `meta_description` text;