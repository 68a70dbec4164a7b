CREATE TABLE "survey_answer_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_answer_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"activity_id" integer NOT NULL,
	"response_id" integer NOT NULL,
	"question_key" text NOT NULL,
	"option_key" text DEFAULT '' NOT NULL,
	"row_key" text DEFAULT '' NOT NULL,
	"position" integer,
	"text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_responses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"submission_id" text NOT NULL,
	"device_id" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"day" text NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"score" integer,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "survey_responses_activityId_participantId_submissionId_unique" UNIQUE("activity_id","participant_id","submission_id")
);
--> statement-breakpoint
CREATE TABLE "vote_candidates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vote_candidates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"category_id" integer,
	"cover" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'shown' NOT NULL,
	"review" text DEFAULT 'approved' NOT NULL,
	"review_reason" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'organiser' NOT NULL,
	"participant_id" integer,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vote_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vote_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vote_gate_passes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vote_gate_passes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activity_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	CONSTRAINT "vote_gate_passes_activityId_participantId_unique" UNIQUE("activity_id","participant_id")
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "votes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"device_id" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"day" text NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"flag_reason" text DEFAULT '' NOT NULL,
	"invalid_at" timestamp with time zone,
	"invalid_reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "survey_answer_items_activity_id_question_key_option_key_index" ON "survey_answer_items" USING btree ("activity_id","question_key","option_key");--> statement-breakpoint
CREATE INDEX "survey_answer_items_response_id_index" ON "survey_answer_items" USING btree ("response_id");--> statement-breakpoint
CREATE INDEX "survey_responses_activity_id_created_at_index" ON "survey_responses" USING btree ("activity_id","created_at");--> statement-breakpoint
CREATE INDEX "survey_responses_activity_id_participant_id_index" ON "survey_responses" USING btree ("activity_id","participant_id");--> statement-breakpoint
CREATE INDEX "survey_responses_activity_id_device_id_index" ON "survey_responses" USING btree ("activity_id","device_id");--> statement-breakpoint
CREATE INDEX "vote_candidates_activity_id_votes_index" ON "vote_candidates" USING btree ("activity_id","votes");--> statement-breakpoint
CREATE INDEX "vote_candidates_activity_id_number_index" ON "vote_candidates" USING btree ("activity_id","number");--> statement-breakpoint
CREATE INDEX "vote_candidates_activity_id_participant_id_index" ON "vote_candidates" USING btree ("activity_id","participant_id");--> statement-breakpoint
CREATE INDEX "vote_categories_activity_id_sort_index" ON "vote_categories" USING btree ("activity_id","sort");--> statement-breakpoint
CREATE INDEX "votes_activity_id_created_at_index" ON "votes" USING btree ("activity_id","created_at");--> statement-breakpoint
CREATE INDEX "votes_activity_id_participant_id_day_index" ON "votes" USING btree ("activity_id","participant_id","day");--> statement-breakpoint
CREATE INDEX "votes_activity_id_candidate_id_index" ON "votes" USING btree ("activity_id","candidate_id");--> statement-breakpoint
CREATE INDEX "votes_activity_id_ip_day_index" ON "votes" USING btree ("activity_id","ip","day");