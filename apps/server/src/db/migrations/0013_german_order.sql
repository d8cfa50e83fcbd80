-- Names in the order a German reader expects, sorted by the database (decision 020): umlauts with
-- their base letter, case and accents ignored, numbers by value ("7a" before "10a"). The same order
-- as lib/german-order.ts (Intl.Collator 'de', sensitivity base, numeric), which the tests compare.
-- Not deterministic: names equal at that strength sort equal, and the next ORDER BY key decides.
-- ICU's older locale form: PGlite's ICU takes the keywords only in it; PostgreSQL takes both.
CREATE COLLATION IF NOT EXISTS "german_names" (provider = icu, locale = 'und@colNumeric=yes;colStrength=primary', deterministic = false);
