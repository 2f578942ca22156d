-- Custom SQL migration file, put your code below! --
-- Gives every inquiry stored before public references existed a random one, in the format new
-- inquiries get (worker/submissions/reference.ts): "VBS-" and two groups of four characters of
-- Crockford's base 32 (no I, L, O or U). random() is evaluated afresh for each character of each
-- row; `& 31` keeps its low five bits (abs() would overflow on the smallest integer).
UPDATE `inquiries`
SET `reference` = 'VBS-' || substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', (random() & 31) + 1, 1) || substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', (random() & 31) + 1, 1) || substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', (random() & 31) + 1, 1) || substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', (random() & 31) + 1, 1) || '-' || substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', (random() & 31) + 1, 1) || substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', (random() & 31) + 1, 1) || substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', (random() & 31) + 1, 1) || substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', (random() & 31) + 1, 1)
WHERE `reference` IS NULL;
