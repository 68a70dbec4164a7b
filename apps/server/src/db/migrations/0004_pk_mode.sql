CREATE TABLE "pk_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pk_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"challenge_id" integer NOT NULL,
	"question_index" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"correct" boolean NOT NULL,
	CONSTRAINT "pk_answers_challengeId_questionIndex_unique" UNIQUE("challenge_id","question_index")
);
--> statement-breakpoint
CREATE TABLE "pk_challenges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pk_challenges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"kind" text NOT NULL,
	"participant_id" integer,
	"name" text DEFAULT '' NOT NULL,
	"day" text DEFAULT '' NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"correct_count" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"opponent_id" integer,
	"opponent_name" text DEFAULT '' NOT NULL,
	"opponent_correct" integer,
	"opponent_duration_ms" integer,
	"started_at" timestamp with time zone,
	"deadline_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pk_configs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pk_configs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"title" text DEFAULT '答题PK' NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"background" text DEFAULT '' NOT NULL,
	"day_max" integer DEFAULT 10 NOT NULL,
	CONSTRAINT "pk_configs_activityId_unique" UNIQUE("activity_id")
);
--> statement-breakpoint
CREATE TABLE "pk_levels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pk_levels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"name" text NOT NULL,
	"question_count" integer NOT NULL,
	"win_correct" integer NOT NULL,
	"time_limit" integer DEFAULT 60 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "pk_challenges_activity_id_level_id_status_correct_count_index" ON "pk_challenges" USING btree ("activity_id","level_id","status","correct_count");--> statement-breakpoint
CREATE INDEX "pk_challenges_activity_id_participant_id_day_index" ON "pk_challenges" USING btree ("activity_id","participant_id","day");--> statement-breakpoint
CREATE INDEX "pk_levels_activity_id_sort_index" ON "pk_levels" USING btree ("activity_id","sort");