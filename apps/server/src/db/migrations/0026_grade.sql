CREATE TABLE "grade_audience_scores" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grade_audience_scores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"contestant_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"who" text DEFAULT '' NOT NULL,
	"score" integer NOT NULL,
	CONSTRAINT "grade_audience_scores_roundId_contestantId_participantId_unique" UNIQUE("round_id","contestant_id","participant_id")
);
--> statement-breakpoint
CREATE TABLE "grade_contestants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grade_contestants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"name" text NOT NULL,
	"group_id" integer,
	"photo" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grade_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grade_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"contestant_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "grade_entries_roundId_contestantId_unique" UNIQUE("round_id","contestant_id")
);
--> statement-breakpoint
CREATE TABLE "grade_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grade_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "grade_groups_activityId_name_unique" UNIQUE("activity_id","name")
);
--> statement-breakpoint
CREATE TABLE "grade_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grade_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"name" text NOT NULL,
	"min" double precision NOT NULL,
	"max" double precision NOT NULL,
	"step" double precision NOT NULL,
	"weight" double precision NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grade_judges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grade_judges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"key" text NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "grade_judges_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "grade_rounds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grade_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"settings" jsonb NOT NULL,
	"rule" jsonb NOT NULL,
	"from_round_id" integer
);
--> statement-breakpoint
CREATE TABLE "grade_scores" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grade_scores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"contestant_id" integer NOT NULL,
	"judge_id" integer NOT NULL,
	"abstained" boolean DEFAULT false NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total" double precision DEFAULT 0 NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"locked" boolean DEFAULT true NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "grade_scores_roundId_contestantId_judgeId_unique" UNIQUE("round_id","contestant_id","judge_id")
);
--> statement-breakpoint
CREATE TABLE "grade_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grade_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pages" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "grade_settings_activityId_unique" UNIQUE("activity_id")
);
--> statement-breakpoint
CREATE TABLE "grade_stages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grade_stages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"phase" text DEFAULT 'idle' NOT NULL,
	"round_id" integer,
	"contestant_id" integer,
	"shown_entry_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "grade_stages_activityId_unique" UNIQUE("activity_id")
);
--> statement-breakpoint
CREATE INDEX "grade_audience_scores_activity_id_round_id_id_index" ON "grade_audience_scores" USING btree ("activity_id","round_id","id");--> statement-breakpoint
CREATE INDEX "grade_contestants_activity_id_id_index" ON "grade_contestants" USING btree ("activity_id","id");--> statement-breakpoint
CREATE INDEX "grade_entries_contestant_id_index" ON "grade_entries" USING btree ("contestant_id");--> statement-breakpoint
CREATE INDEX "grade_items_round_id_sort_id_index" ON "grade_items" USING btree ("round_id","sort","id");--> statement-breakpoint
CREATE INDEX "grade_judges_round_id_sort_id_index" ON "grade_judges" USING btree ("round_id","sort","id");--> statement-breakpoint
CREATE INDEX "grade_rounds_activity_id_sort_id_index" ON "grade_rounds" USING btree ("activity_id","sort","id");--> statement-breakpoint
CREATE INDEX "grade_scores_activity_id_round_id_id_index" ON "grade_scores" USING btree ("activity_id","round_id","id");