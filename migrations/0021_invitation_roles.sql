-- Invitations carry the role the colleague's account gets. The column is new, so the copy gives every
-- earlier invitation 'manager': the role its 'staff' account would have had after 0020. Nothing
-- references staff_invites, so its rebuild loses no link. The id sequence is kept, as in 0020: the
-- audit log names invitations by id, and a withdrawn one's id must not be given to the next.
CREATE TABLE `__staff_invites_sequence` AS SELECT `seq` FROM `sqlite_sequence` WHERE `name` = 'staff_invites';--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_staff_invites` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token_hash` text NOT NULL,
	`email` text NOT NULL,
	`role` text DEFAULT 'manager' NOT NULL,
	`invited_by` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expires_at` text NOT NULL,
	`accepted_at` text,
	`revoked_at` text,
	FOREIGN KEY (`invited_by`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "staff_invites_role_check" CHECK("role" in ('manager', 'editor', 'advisor'))
);
--> statement-breakpoint
INSERT INTO `__new_staff_invites`("id", "token_hash", "email", "role", "invited_by", "created_at", "expires_at", "accepted_at", "revoked_at") SELECT "id", "token_hash", "email", 'manager', "invited_by", "created_at", "expires_at", "accepted_at", "revoked_at" FROM `staff_invites`;--> statement-breakpoint
DROP TABLE `staff_invites`;--> statement-breakpoint
ALTER TABLE `__new_staff_invites` RENAME TO `staff_invites`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `staff_invites_token_hash_unique` ON `staff_invites` (`token_hash`);--> statement-breakpoint
CREATE INDEX `staff_invites_email_idx` ON `staff_invites` (`email`);--> statement-breakpoint
UPDATE `sqlite_sequence` SET `seq` = (SELECT `seq` FROM `__staff_invites_sequence`) WHERE `name` = 'staff_invites' AND `seq` < (SELECT `seq` FROM `__staff_invites_sequence`);--> statement-breakpoint
DROP TABLE `__staff_invites_sequence`;
