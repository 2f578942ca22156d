-- A call-back request's time as a key (issue 47): the admin, the visitor's mail and the staff's WhatsApp
-- each word it in their own language, instead of the English subject it was stored as. Added without
-- rebuilding the table (no CHECK: core/schemas checks the value), so the search and lead-count triggers
-- stay. The rows already stored are moved over by the next migration.
ALTER TABLE `inquiries` ADD `callback_time` text;
