-- Staff accounts: the first admin ever created is the owner.
UPDATE `admin_users` SET `role` = 'owner'
WHERE `id` = (SELECT min(`id`) FROM `admin_users`)
  AND NOT EXISTS (SELECT 1 FROM `admin_users` WHERE `role` = 'owner');
--> statement-breakpoint
-- Sessions opened before sessions had a device, address and last-seen time cannot be listed or
-- timed out for idleness: end them, so everyone signs in once more after this release.
UPDATE `sessions` SET `revoked_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `revoked_at` IS NULL;
