CREATE TABLE `newsletter_sends` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`post_id` integer,
	`post_title` text NOT NULL,
	`admin_id` integer,
	`recipients` integer NOT NULL,
	`site_origin` text NOT NULL,
	`last_subscriber_id` integer NOT NULL,
	`cursor` integer DEFAULT 0 NOT NULL,
	`sent` integer DEFAULT 0 NOT NULL,
	`failed` integer DEFAULT 0 NOT NULL,
	`finished_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `blogs`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`admin_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `newsletter_sends_post_idx` ON `newsletter_sends` (`post_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `subscribers` ADD `status` text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE `subscribers` ADD `confirm_token_hash` text;--> statement-breakpoint
ALTER TABLE `subscribers` ADD `confirm_expires_at` text;--> statement-breakpoint
ALTER TABLE `subscribers` ADD `confirmed_at` text;--> statement-breakpoint
ALTER TABLE `subscribers` ADD `unsubscribe_token` text;--> statement-breakpoint
CREATE UNIQUE INDEX `subscribers_confirm_token_hash_unique` ON `subscribers` (`confirm_token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `subscribers_unsubscribe_token_unique` ON `subscribers` (`unsubscribe_token`);--> statement-breakpoint
CREATE INDEX `subscribers_status_idx` ON `subscribers` (`status`,`id`);