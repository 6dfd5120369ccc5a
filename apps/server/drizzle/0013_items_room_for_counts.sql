-- Room on each page of items for a new version of a row, so that an update which moves no
-- indexed column (a comment count) stays heap-only: no new entry in any of the item indexes,
-- the trigram search index among them. Pages written from now on keep a fifth free; a VACUUM
-- FULL would repack the older ones.
ALTER TABLE "items" SET (fillfactor = 80);
