CREATE TABLE "lottery_pool_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_pool_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"name" text NOT NULL,
	"change" text NOT NULL,
	"by" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "lottery_pool_changes_activity_id_id_index" ON "lottery_pool_changes" USING btree ("activity_id","id");