ALTER TABLE `blogs` ADD `publish_at` text;--> statement-breakpoint
ALTER TABLE `blogs` ADD `scheduled_by` integer;--> statement-breakpoint
CREATE INDEX `blogs_publish_at_idx` ON `blogs` (`publish_at`) WHERE publish_at is not null;--> statement-breakpoint
ALTER TABLE `jobs` ADD `publish_at` text;--> statement-breakpoint
ALTER TABLE `jobs` ADD `scheduled_by` integer;--> statement-breakpoint
CREATE INDEX `jobs_publish_at_idx` ON `jobs` (`publish_at`) WHERE publish_at is not null;--> statement-breakpoint
ALTER TABLE `people` ADD `publish_at` text;--> statement-breakpoint
ALTER TABLE `people` ADD `scheduled_by` integer;--> statement-breakpoint
CREATE INDEX `people_publish_at_idx` ON `people` (`publish_at`) WHERE publish_at is not null;