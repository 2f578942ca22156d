ALTER TABLE `cron_runs` ADD `hourly` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Every run recorded before this column came from the hourly trigger, so each did the hourly work.
UPDATE `cron_runs` SET `hourly` = 1;
