CREATE TABLE `newsletter_batches` (
	`send_id` integer NOT NULL,
	`seq` integer NOT NULL,
	`first_id` integer NOT NULL,
	`last_id` integer NOT NULL,
	`size` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`send_id`, `seq`),
	FOREIGN KEY (`send_id`) REFERENCES `newsletter_sends`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "newsletter_batches_status_check" CHECK("status" in ('pending', 'sending', 'sent', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE INDEX `newsletter_batches_open_idx` ON `newsletter_batches` (`status`,`updated_at`);