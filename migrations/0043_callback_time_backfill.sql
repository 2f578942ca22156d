-- Backfill (custom SQL) for 0042_callback_time: every call-back request stored before it kept its time as
-- an English subject ("Call back in the morning", "Call back at any time": callbackSubject in
-- core/taxonomies/inquiries.ts). Its time becomes the key and the subject goes, as new requests store
-- them; "any time" is no key. A subject in any other words (none was written so) is left as it is.
-- Updating `subject` fires the search index's update trigger, which re-indexes each row.
UPDATE `inquiries`
SET `callback_time` = CASE `subject`
    WHEN 'Call back in the morning' THEN 'morning'
    WHEN 'Call back in the afternoon' THEN 'afternoon'
    WHEN 'Call back in the evening' THEN 'evening'
  END,
  `subject` = NULL
WHERE `type` = 'callback'
  AND `subject` IN ('Call back in the morning', 'Call back in the afternoon', 'Call back in the evening', 'Call back at any time');
