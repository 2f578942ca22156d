CREATE TABLE `compliance_reminder_sends` (
	`reminder_id` integer NOT NULL,
	`deadline_id` text NOT NULL,
	`due` text NOT NULL,
	`sent_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`reminder_id`, `deadline_id`, `due`),
	FOREIGN KEY (`reminder_id`) REFERENCES `compliance_reminders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `compliance_reminders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`kinds` text NOT NULL,
	`lead_days` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`confirm_token_hash` text,
	`confirm_expires_at` text,
	`confirmed_at` text,
	`unsubscribe_token` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "compliance_reminders_status_check" CHECK("status" in ('pending', 'confirmed', 'unsubscribed', 'bounced', 'complained'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `compliance_reminders_email_unique` ON `compliance_reminders` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `compliance_reminders_confirm_token_hash_unique` ON `compliance_reminders` (`confirm_token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `compliance_reminders_unsubscribe_token_unique` ON `compliance_reminders` (`unsubscribe_token`);--> statement-breakpoint
CREATE INDEX `compliance_reminders_status_idx` ON `compliance_reminders` (`status`,`lead_days`);--> statement-breakpoint
CREATE TABLE `deadline_extensions` (
	`deadline_id` text PRIMARY KEY NOT NULL,
	`extended_to` text,
	`source` text,
	`source_url` text,
	`revision` integer DEFAULT 1 NOT NULL,
	`recorded_by` integer,
	`recorded_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
