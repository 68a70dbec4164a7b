CREATE INDEX "participants_activity_id_id_index" ON "participants" USING btree ("activity_id","id");--> statement-breakpoint
CREATE INDEX "prize_draws_wins_idx" ON "prize_draws" USING btree ("activity_id","id") WHERE "prize_draws"."code" is not null;--> statement-breakpoint
CREATE INDEX "survey_responses_activity_id_id_index" ON "survey_responses" USING btree ("activity_id","id");--> statement-breakpoint
CREATE INDEX "votes_activity_id_id_index" ON "votes" USING btree ("activity_id","id");