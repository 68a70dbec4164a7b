CREATE TABLE "grade_judge_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grade_judge_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"name" text NOT NULL,
	"weight" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "grade_judge_groups_roundId_name_unique" UNIQUE("round_id","name")
);
--> statement-breakpoint
ALTER TABLE "grade_judges" ADD COLUMN "group_id" integer;--> statement-breakpoint
CREATE INDEX "grade_judge_groups_round_id_sort_id_index" ON "grade_judge_groups" USING btree ("round_id","sort","id");