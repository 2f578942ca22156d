CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`action` text NOT NULL,
	`admin_id` integer,
	`actor` text,
	`record_type` text NOT NULL,
	`record_id` integer,
	`detail` text,
	`ip` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_created_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE INDEX `audit_action_created_idx` ON `audit_log` (`action`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_record_created_idx` ON `audit_log` (`record_type`,`created_at`);--> statement-breakpoint
DROP INDEX `inquiries_status_idx`;--> statement-breakpoint
CREATE INDEX `inquiries_status_created_idx` ON `inquiries` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `inquiries_type_created_idx` ON `inquiries` (`type`,`created_at`);--> statement-breakpoint
CREATE INDEX `inquiries_status_type_created_idx` ON `inquiries` (`status`,`type`,`created_at`);--> statement-breakpoint
CREATE INDEX `inquiries_service_created_idx` ON `inquiries` (`service`,`created_at`);--> statement-breakpoint
CREATE INDEX `inquiries_job_created_idx` ON `inquiries` (`job_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `subscribers` ADD `source_page` text;--> statement-breakpoint
CREATE INDEX `subscribers_created_idx` ON `subscribers` (`created_at`);--> statement-breakpoint
CREATE INDEX `blogs_category_created_idx` ON `blogs` (`category`,`created_at`);--> statement-breakpoint
CREATE INDEX `jobs_type_created_idx` ON `jobs` (`job_type`,`created_at`);