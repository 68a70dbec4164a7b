CREATE TABLE "anti_cheat_configs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "anti_cheat_configs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"signed_device" boolean DEFAULT false NOT NULL,
	"one_device_per_phone" boolean DEFAULT false NOT NULL,
	"ip_day_max" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "anti_cheat_configs_activityId_unique" UNIQUE("activity_id")
);
--> statement-breakpoint
CREATE TABLE "answer_code_configs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "answer_code_configs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	CONSTRAINT "answer_code_configs_activityId_unique" UNIQUE("activity_id")
);
--> statement-breakpoint
CREATE TABLE "answer_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "answer_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"code" text NOT NULL,
	"batch" text DEFAULT '' NOT NULL,
	"participant_id" integer,
	"used_at" timestamp with time zone,
	CONSTRAINT "answer_codes_activityId_code_unique" UNIQUE("activity_id","code")
);
--> statement-breakpoint
CREATE TABLE "more_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "more_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activity_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" jsonb NOT NULL,
	CONSTRAINT "more_answers_participantId_questionId_unique" UNIQUE("participant_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "more_pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "more_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"position" text DEFAULT 'after' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	CONSTRAINT "more_pages_activityId_unique" UNIQUE("activity_id")
);
--> statement-breakpoint
CREATE TABLE "more_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "more_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"type" text NOT NULL,
	"stem" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "theme_videos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "theme_videos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"min_seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "theme_videos_activityId_unique" UNIQUE("activity_id")
);
--> statement-breakpoint
CREATE TABLE "video_views" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "video_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activity_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"watched_seconds" real DEFAULT 0 NOT NULL,
	"last_report_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "video_views_activityId_participantId_unique" UNIQUE("activity_id","participant_id")
);
--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "ip" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "joined_day" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "banned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "ban_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "answer_codes_activity_id_used_at_index" ON "answer_codes" USING btree ("activity_id","used_at");--> statement-breakpoint
CREATE INDEX "more_answers_activity_id_question_id_index" ON "more_answers" USING btree ("activity_id","question_id");--> statement-breakpoint
CREATE INDEX "more_questions_activity_id_sort_index" ON "more_questions" USING btree ("activity_id","sort");--> statement-breakpoint
CREATE INDEX "participants_activity_id_ip_joined_day_index" ON "participants" USING btree ("activity_id","ip","joined_day");