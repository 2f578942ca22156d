-- The compliance calendar in Hindi (issue 47): a reminder sign-up keeps the language of the page it came
-- from, so its mails speak it (every earlier one came from an English page, as its default says); an
-- extension's source gets a Hindi twin staff may write (none until then: the Hindi page shows the English,
-- marked). Added without rebuilding either table.
ALTER TABLE `compliance_reminders` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `deadline_extensions` ADD `source_hi` text;