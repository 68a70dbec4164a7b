CREATE TABLE "activity_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"kind" integer NOT NULL,
	"title" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"func_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_case" boolean DEFAULT false NOT NULL,
	"case_organiser" text DEFAULT '' NOT NULL,
	"case_join_count" integer DEFAULT 0 NOT NULL,
	"use_count" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_templates_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "participants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "participants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"identity" text NOT NULL,
	"ticket" text NOT NULL,
	"device_id" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"trial" boolean DEFAULT false NOT NULL,
	CONSTRAINT "participants_ticket_unique" UNIQUE("ticket"),
	CONSTRAINT "participants_activityId_identity_unique" UNIQUE("activity_id","identity")
);
--> statement-breakpoint
CREATE TABLE "template_tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "template_tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"kind" integer NOT NULL,
	"group" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "template_tags_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "export_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "export_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"type" text NOT NULL,
	"job_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"file_key" text DEFAULT '' NOT NULL,
	"file_name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prize_draws" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prize_draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"turn_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"day" text NOT NULL,
	"roll" integer NOT NULL,
	"pool" text NOT NULL,
	"goods_id" integer,
	"goods_name" text DEFAULT '' NOT NULL,
	"turn_name" text DEFAULT '' NOT NULL,
	"code" text,
	"redeemed_at" timestamp with time zone,
	"redeemed_by" integer,
	CONSTRAINT "prize_draws_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "prize_goods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prize_goods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"turn_id" integer NOT NULL,
	"name" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"won" integer DEFAULT 0 NOT NULL,
	"chance" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "prize_turns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prize_turns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"name" text NOT NULL,
	"need_pass" boolean DEFAULT true NOT NULL,
	"day_limit" integer DEFAULT 1 NOT NULL,
	"total_limit" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'on' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quiz_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activity_id" integer NOT NULL,
	"attempt_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"question_index" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"correct" boolean NOT NULL,
	"score" real DEFAULT 0 NOT NULL,
	CONSTRAINT "quiz_answers_attemptId_questionIndex_unique" UNIQUE("attempt_id","question_index")
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"day" text NOT NULL,
	"questions" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"score" real DEFAULT 0 NOT NULL,
	"full_score" real DEFAULT 0 NOT NULL,
	"correct_count" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"passed" boolean DEFAULT false NOT NULL,
	"leaves" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"duration_ms" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"result" jsonb,
	"error" text DEFAULT '' NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "template_id" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "password" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "qrcode_style" jsonb;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "no_publish_icon" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "activity_id" integer;--> statement-breakpoint
CREATE INDEX "activity_templates_kind_sort_index" ON "activity_templates" USING btree ("kind","sort");--> statement-breakpoint
CREATE INDEX "participants_activity_id_unit_index" ON "participants" USING btree ("activity_id","unit");--> statement-breakpoint
CREATE INDEX "template_tags_kind_group_sort_index" ON "template_tags" USING btree ("kind","group","sort");--> statement-breakpoint
CREATE INDEX "export_files_tenant_id_customer_id_activity_id_type_id_index" ON "export_files" USING btree ("tenant_id","customer_id","activity_id","type","id");--> statement-breakpoint
CREATE INDEX "prize_draws_activity_id_participant_id_turn_id_day_index" ON "prize_draws" USING btree ("activity_id","participant_id","turn_id","day");--> statement-breakpoint
CREATE INDEX "prize_draws_activity_id_goods_id_index" ON "prize_draws" USING btree ("activity_id","goods_id");--> statement-breakpoint
CREATE INDEX "prize_goods_turn_id_sort_index" ON "prize_goods" USING btree ("turn_id","sort");--> statement-breakpoint
CREATE INDEX "prize_turns_activity_id_index" ON "prize_turns" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "quiz_answers_activity_id_question_id_index" ON "quiz_answers" USING btree ("activity_id","question_id");--> statement-breakpoint
CREATE INDEX "quiz_attempts_activity_id_participant_id_day_index" ON "quiz_attempts" USING btree ("activity_id","participant_id","day");--> statement-breakpoint
CREATE INDEX "quiz_attempts_activity_id_status_score_index" ON "quiz_attempts" USING btree ("activity_id","status","score");--> statement-breakpoint
CREATE INDEX "quiz_attempts_tenant_id_customer_id_activity_id_index" ON "quiz_attempts" USING btree ("tenant_id","customer_id","activity_id");--> statement-breakpoint
CREATE INDEX "jobs_status_claimed_until_index" ON "jobs" USING btree ("status","claimed_until");--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_code_unique" UNIQUE("code");