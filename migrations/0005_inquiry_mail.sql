CREATE TABLE `inquiry_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`inquiry_id` integer NOT NULL,
	`kind` text NOT NULL,
	`body` text NOT NULL,
	`admin_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`admin_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "inquiry_messages_kind_check" CHECK("kind" in ('reply', 'note'))
);
--> statement-breakpoint
CREATE INDEX `inquiry_messages_inquiry_idx` ON `inquiry_messages` (`inquiry_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `inquiries` ADD `source_page` text;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `notify_status` text;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `notify_attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `notify_next_at` text;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `notify_error` text;--> statement-breakpoint
CREATE INDEX `inquiries_notify_due_idx` ON `inquiries` (`notify_status`,`notify_next_at`);