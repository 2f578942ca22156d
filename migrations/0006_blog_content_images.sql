CREATE TABLE `blog_content_images` (
	`key` text PRIMARY KEY NOT NULL,
	`blog_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`blog_id`) REFERENCES `blogs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `blog_content_images_blog_idx` ON `blog_content_images` (`blog_id`);