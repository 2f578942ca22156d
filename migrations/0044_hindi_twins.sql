-- The Hindi twins of what staff type (issue 47): a job listing's words, a team member's name, role and bio,
-- and a sub-service fee's timeline and note, each beside its English field. Null until staff write them:
-- Hindi pages show the English, marked as English, and the launch checklist counts what is missing.
-- Added without rebuilding any table (jobs keeps its applications' links).
ALTER TABLE `jobs` ADD `title_hi` text;--> statement-breakpoint
ALTER TABLE `jobs` ADD `description_hi` text;--> statement-breakpoint
ALTER TABLE `jobs` ADD `requirements_hi` text;--> statement-breakpoint
ALTER TABLE `jobs` ADD `location_hi` text;--> statement-breakpoint
ALTER TABLE `jobs` ADD `salary_range_hi` text;--> statement-breakpoint
ALTER TABLE `people` ADD `name_hi` text;--> statement-breakpoint
ALTER TABLE `people` ADD `role_hi` text;--> statement-breakpoint
ALTER TABLE `people` ADD `bio_hi` text;--> statement-breakpoint
ALTER TABLE `sub_service_fees` ADD `timeline_hi` text;--> statement-breakpoint
ALTER TABLE `sub_service_fees` ADD `note_hi` text;