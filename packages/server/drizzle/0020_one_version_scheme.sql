-- One version scheme (issue 28 item 2; docs/decisions/one-way-to-write.md "Versioned updates"): the session and
-- its readings are versioned by their updatedOn, as every other editable record, through versionedUpdate. Their
-- own integer version columns are no longer read nor written.
ALTER TABLE "dialysis" DROP COLUMN "version";--> statement-breakpoint
ALTER TABLE "dialysis_interval" DROP COLUMN "version";