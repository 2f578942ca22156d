CREATE TABLE `case_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`case_id` integer NOT NULL,
	`kind` text NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	`subject` text,
	`admin_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`admin_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "case_entries_kind_check" CHECK("kind" in ('opened', 'note', 'item_added', 'item_removed', 'item_received', 'item_accepted', 'item_returned', 'step_done', 'step_reopened', 'output_attached', 'assigned', 'closed', 'reopened'))
);
--> statement-breakpoint
CREATE INDEX `case_entries_case_idx` ON `case_entries` (`case_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `case_files` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`case_id` integer NOT NULL,
	`role` text NOT NULL,
	`item_id` integer,
	`step_id` integer,
	`key` text NOT NULL,
	`name` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`uploaded_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`item_id`) REFERENCES `case_items`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`step_id`) REFERENCES `case_steps`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`uploaded_by`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "case_files_role_check" CHECK("role" in ('document', 'output'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `case_files_key_unique` ON `case_files` (`key`);--> statement-breakpoint
CREATE INDEX `case_files_case_idx` ON `case_files` (`case_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `case_files_item_idx` ON `case_files` (`item_id`) WHERE item_id is not null;--> statement-breakpoint
CREATE TABLE `case_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`case_id` integer NOT NULL,
	`label` text NOT NULL,
	`note` text,
	`state` text DEFAULT 'requested' NOT NULL,
	`return_reason` text,
	`position` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "case_items_state_check" CHECK("state" in ('requested', 'received', 'accepted', 'returned'))
);
--> statement-breakpoint
CREATE INDEX `case_items_case_idx` ON `case_items` (`case_id`,`position`);--> statement-breakpoint
CREATE TABLE `case_steps` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`case_id` integer NOT NULL,
	`label` text NOT NULL,
	`position` integer NOT NULL,
	`done_on` text,
	`reference` text,
	`note` text,
	`done_by` integer,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`done_by`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `case_steps_case_idx` ON `case_steps` (`case_id`,`position`);--> statement-breakpoint
CREATE TABLE `cases` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`inquiry_id` integer,
	`follows_case_id` integer,
	`client_name` text NOT NULL,
	`client_phone` text,
	`client_email` text,
	`language` text DEFAULT 'en' NOT NULL,
	`service_id` text NOT NULL,
	`sub_service_id` text NOT NULL,
	`period` text,
	`assignee_id` integer,
	`due_on` text,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`follows_case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`assignee_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "cases_status_check" CHECK("status" in ('open', 'closed')),
	CONSTRAINT "cases_language_check" CHECK("language" in ('en', 'hi'))
);
--> statement-breakpoint
CREATE INDEX `cases_status_created_idx` ON `cases` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `cases_assignee_status_idx` ON `cases` (`assignee_id`,`status`);--> statement-breakpoint
CREATE INDEX `cases_inquiry_idx` ON `cases` (`inquiry_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `cases_follows_idx` ON `cases` (`follows_case_id`);