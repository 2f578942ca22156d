ALTER TABLE `inquiries` ADD `reference` text;--> statement-breakpoint
CREATE UNIQUE INDEX `inquiries_reference_unique` ON `inquiries` (`reference`);