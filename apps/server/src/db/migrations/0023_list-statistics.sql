-- An activity belongs to one organiser and a candidate to one activity, so these ids of a row go together. Without
-- saying so the planner multiplies their selectivities, expects a tenth of an activity's records and joins them
-- by hashing all of them, where walking the records in order and stopping at the page (or the counted total)
-- reads a small part.
CREATE STATISTICS IF NOT EXISTS "quiz_attempts_owner_stats" (dependencies) ON "tenant_id", "customer_id", "activity_id" FROM "quiz_attempts";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "votes_owner_stats" (dependencies) ON "tenant_id", "customer_id", "activity_id", "candidate_id" FROM "votes";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "participants_owner_stats" (dependencies) ON "tenant_id", "customer_id", "activity_id" FROM "participants";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "activities_owner_stats" (dependencies) ON "tenant_id", "customer_id" FROM "activities";
