CREATE TABLE `site_settings` (
	`version` integer PRIMARY KEY NOT NULL,
	`data` text NOT NULL,
	`reverted_from` integer,
	`admin_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`admin_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE set null
);
