CREATE TABLE "live_session_extra_scores" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_session_extra_scores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"session_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"points" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"given_by" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_session_extra_scores_session_id_player_id_index" ON "live_session_extra_scores" USING btree ("session_id","player_id");--> statement-breakpoint
CREATE INDEX "live_session_extra_scores_activity_id_id_index" ON "live_session_extra_scores" USING btree ("activity_id","id");