-- Custom SQL (drizzle-kit generate --custom): the inbox's search index rebuilt to read Devanagari.
-- unicode61's default token characters are letters and digits only, so the vowel signs (matras,
-- Unicode category M) split a Hindi word at every one: "जीएसटी पंजीकरण" became fragments, and a
-- search for a piece of a word found it. Marks are token characters now (issue 32), so a Hindi word
-- is one token, found whole or by its start, never by a fragment. Diacritics are still removed from
-- Latin letters ("Resume" finds "Résumé"); Co (private use) as unicode61's own default keeps.
-- The triggers name the index, so they go and come back with it.
DROP TRIGGER `inquiries_search_insert`;--> statement-breakpoint
DROP TRIGGER `inquiries_search_delete`;--> statement-breakpoint
DROP TRIGGER `inquiries_search_update`;--> statement-breakpoint
DROP TABLE `inquiries_search`;--> statement-breakpoint
CREATE VIRTUAL TABLE `inquiries_search` USING fts5(
	`name`, `email`, `phone`, `subject`, `message`,
	content='inquiries', content_rowid='id',
	tokenize="unicode61 remove_diacritics 2 categories 'L* N* Co M*'"
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
CREATE TRIGGER `inquiries_search_update` AFTER UPDATE OF `name`, `email`, `phone`, `subject`, `message` ON `inquiries` BEGIN
	INSERT INTO `inquiries_search` (`inquiries_search`, rowid, `name`, `email`, `phone`, `subject`, `message`)
	VALUES ('delete', old.`id`, old.`name`, old.`email`, old.`phone`, old.`subject`, old.`message`);
	INSERT INTO `inquiries_search` (rowid, `name`, `email`, `phone`, `subject`, `message`)
	VALUES (new.`id`, new.`name`, new.`email`, new.`phone`, new.`subject`, new.`message`);
END;
--> statement-breakpoint
INSERT INTO `inquiries_search` (`inquiries_search`) VALUES ('rebuild');
