-- One topic per cell stays the database's rule, checked at the end of each statement instead of row by
-- row: swapping two topics is then one UPDATE (a row-by-row check refuses it whichever row comes
-- first, and a full 12x12 grid has no free cell to park a topic in). Drizzle cannot declare
-- DEFERRABLE, so it is written here by hand.
DROP INDEX "topics_block_row_unique";--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_block_row_unique" UNIQUE("block_id","order") DEFERRABLE INITIALLY IMMEDIATE;
