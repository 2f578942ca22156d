CREATE TABLE `editor_presence` (
	`admin_id` integer NOT NULL,
	`entity` text NOT NULL,
	`record_key` text NOT NULL,
	`opened_at` text NOT NULL,
	`seen_at` text NOT NULL,
	PRIMARY KEY(`admin_id`, `entity`, `record_key`),
	FOREIGN KEY (`admin_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "editor_presence_entity_check" CHECK("entity" in ('post', 'job', 'person', 'service_fee'))
);
--> statement-breakpoint
CREATE INDEX `editor_presence_record_idx` ON `editor_presence` (`entity`,`record_key`,`seen_at`);--> statement-breakpoint
ALTER TABLE `revisions` ADD `based_on` integer;--> statement-breakpoint
ALTER TABLE `revisions` ADD `applied` integer DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `revisions_one_successor` ON `revisions` (`entity`,`record_key`,`based_on`) WHERE applied = 1 and based_on is not null;