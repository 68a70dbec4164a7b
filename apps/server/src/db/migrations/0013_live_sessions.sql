CREATE TABLE "live_session_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_session_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"session_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"step_index" integer NOT NULL,
	"player_id" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"correct" boolean NOT NULL,
	"points" integer NOT NULL,
	"elapsed_ms" integer NOT NULL,
	"streak_before" integer DEFAULT 0 NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_session_answers_sessionId_stepIndex_playerId_unique" UNIQUE("session_id","step_index","player_id")
);
--> statement-breakpoint
CREATE TABLE "live_session_players" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_session_players_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"session_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"nickname" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"streak" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'playing' NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_session_players_sessionId_participantId_unique" UNIQUE("session_id","participant_id")
);
--> statement-breakpoint
CREATE TABLE "live_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"kind" integer NOT NULL,
	"phase" text DEFAULT 'lobby' NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"step_index" integer DEFAULT -1 NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"opened_at" timestamp with time zone,
	"deadline_at" timestamp with time zone,
	"remaining_ms" integer,
	"host_key" text,
	"full_refusals" integer DEFAULT 0 NOT NULL,
	"reveal" jsonb,
	"leaderboard" jsonb,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "live_sessions_activityId_unique" UNIQUE("activity_id"),
	CONSTRAINT "live_sessions_hostKey_unique" UNIQUE("host_key")
);
--> statement-breakpoint
CREATE INDEX "live_session_answers_activity_id_id_index" ON "live_session_answers" USING btree ("activity_id","id");--> statement-breakpoint
CREATE INDEX "live_session_players_session_id_score_id_index" ON "live_session_players" USING btree ("session_id","score","id");--> statement-breakpoint
CREATE INDEX "live_session_players_activity_id_id_index" ON "live_session_players" USING btree ("activity_id","id");