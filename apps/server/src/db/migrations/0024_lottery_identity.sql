CREATE TABLE "lottery_takeovers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_takeovers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "lottery_takeovers_activity_id_status_id_index" ON "lottery_takeovers" USING btree ("activity_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_takeovers_pending_uq" ON "lottery_takeovers" USING btree ("activity_id","person_id","participant_id") WHERE "lottery_takeovers"."status" = 'pending';