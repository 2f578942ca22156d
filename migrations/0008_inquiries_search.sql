-- Custom SQL (drizzle-kit generate --custom): the inbox's full-text search, which drizzle cannot express.
-- An external-content FTS5 index over the searchable inquiry fields: the text lives once, in
-- `inquiries`; the index holds only tokens, kept in step by the triggers below.
-- unicode61 with diacritics removed, so "Resume" finds "Résumé"; e-mail addresses split into words
-- at "@" and ".", so a search for a name, a domain or a whole address (a quoted phrase) finds it.
CREATE VIRTUAL TABLE `inquiries_search` USING fts5(
	`name`, `email`, `phone`, `subject`, `message`,
	content='inquiries', content_rowid='id',
	tokenize='unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `inquiries_search_insert` AFTER INSERT ON `inquiries` BEGIN
	INSERT INTO `inquiries_search` (rowid, `name`, `email`, `phone`, `subject`, `message`)
	VALUES (new.`id`, new.`name`, new.`email`, new.`phone`, new.`subject`, new.`message`);
END;
--> statement-breakpoint
CREATE TRIGGER `inquiries_search_delete` AFTER DELETE ON `inquiries` BEGIN
	INSERT INTO `inquiries_search` (`inquiries_search`, rowid, `name`, `email`, `phone`, `subject`, `message`)
	VALUES ('delete', old.`id`, old.`name`, old.`email`, old.`phone`, old.`subject`, old.`message`);
END;
--> statement-breakpoint
-- Only a change to a searched column touches the index: a status change (the common update) does not.
CREATE TRIGGER `inquiries_search_update` AFTER UPDATE OF `name`, `email`, `phone`, `subject`, `message` ON `inquiries` BEGIN
	INSERT INTO `inquiries_search` (`inquiries_search`, rowid, `name`, `email`, `phone`, `subject`, `message`)
	VALUES ('delete', old.`id`, old.`name`, old.`email`, old.`phone`, old.`subject`, old.`message`);
	INSERT INTO `inquiries_search` (rowid, `name`, `email`, `phone`, `subject`, `message`)
	VALUES (new.`id`, new.`name`, new.`email`, new.`phone`, new.`subject`, new.`message`);
END;
--> statement-breakpoint
-- Inquiries stored before this migration.
INSERT INTO `inquiries_search` (`inquiries_search`) VALUES ('rebuild');
