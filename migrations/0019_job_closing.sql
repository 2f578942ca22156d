ALTER TABLE `jobs` ADD `hiring_status` text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE `jobs` ADD `closes_on` text;