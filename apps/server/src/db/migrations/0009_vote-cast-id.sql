ALTER TABLE "votes" ADD COLUMN "cast_id" text;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_participantId_castId_unique" UNIQUE("participant_id","cast_id");