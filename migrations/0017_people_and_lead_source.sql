CREATE TABLE `people` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`role` text NOT NULL,
	`credentials` text DEFAULT '[]' NOT NULL,
	`bio` text DEFAULT '' NOT NULL,
	`photo_url` text,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`published` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `people_slug_unique` ON `people` (`slug`);--> statement-breakpoint
CREATE INDEX `people_published_order_idx` ON `people` (`published`,`sort_order`);--> statement-breakpoint
CREATE INDEX `people_created_idx` ON `people` (`created_at`);--> statement-breakpoint
ALTER TABLE `inquiries` ADD `referrer` text;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `utm_source` text;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `utm_medium` text;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `utm_campaign` text;