-- Keyword search matches substrings (ILIKE), which a trigram index serves; btree_gin puts the owner in the same
-- index. PGlite loads both modules (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "activities_tenant_id_customer_id_created_at_index";--> statement-breakpoint
DROP INDEX "votes_activity_id_created_at_index";--> statement-breakpoint
CREATE INDEX "activities_owner_list_idx" ON "activities" USING btree ("tenant_id","customer_id","created_at","id","kind","status","expires_at","deleted_at");--> statement-breakpoint
CREATE INDEX "activities_owner_title_trgm_idx" ON "activities" USING gin ("customer_id","title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "participants_search_trgm_idx" ON "participants" USING gin ("activity_id","name" gin_trgm_ops,"phone" gin_trgm_ops,"unit" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quiz_attempts_records_idx" ON "quiz_attempts" USING btree ("activity_id","started_at","id","tenant_id","customer_id","status","passed","participant_id");--> statement-breakpoint
CREATE INDEX "votes_records_idx" ON "votes" USING btree ("activity_id","created_at","id","candidate_id","participant_id","flagged","invalid_at");