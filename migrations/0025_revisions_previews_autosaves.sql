CREATE TABLE `autosaves` (
	`admin_id` integer NOT NULL,
	`entity` text NOT NULL,
	`record_key` text NOT NULL,
	`data` text NOT NULL,
	`saved_at` text NOT NULL,
	PRIMARY KEY(`admin_id`, `entity`, `record_key`),
	FOREIGN KEY (`admin_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "autosaves_entity_check" CHECK("entity" in ('post', 'job', 'person', 'service_fee'))
);
--> statement-breakpoint
CREATE TABLE `preview_links` (
	`id` text PRIMARY KEY NOT NULL,
	`blog_id` integer NOT NULL,
	`data` text,
	`created_by` integer,
	`expires_at` text NOT NULL,
	`revoked_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`blog_id`) REFERENCES `blogs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `preview_links_blog_idx` ON `preview_links` (`blog_id`);--> statement-breakpoint
CREATE TABLE `revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`entity` text NOT NULL,
	`record_key` text NOT NULL,
	`data` text NOT NULL,
	`admin_id` integer,
	`restored_from` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`admin_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "revisions_entity_check" CHECK("entity" in ('post', 'job', 'person', 'service_fee'))
);
--> statement-breakpoint
CREATE INDEX `revisions_record_idx` ON `revisions` (`entity`,`record_key`,`id`);