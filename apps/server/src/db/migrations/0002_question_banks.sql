CREATE TABLE "question_banks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_banks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer,
	"customer_id" integer,
	"is_public" boolean DEFAULT false NOT NULL,
	"code" text,
	"topic" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"question_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bank_id" integer NOT NULL,
	"tenant_id" integer,
	"customer_id" integer,
	"type" text NOT NULL,
	"stem" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"blanks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"difficulty" integer DEFAULT 1 NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"score" real DEFAULT 1 NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"audio" text DEFAULT '' NOT NULL,
	"video" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "question_banks_tenant_id_customer_id_id_index" ON "question_banks" USING btree ("tenant_id","customer_id","id");--> statement-breakpoint
CREATE INDEX "question_banks_is_public_topic_index" ON "question_banks" USING btree ("is_public","topic");--> statement-breakpoint
CREATE INDEX "question_banks_code_index" ON "question_banks" USING btree ("code");--> statement-breakpoint
CREATE INDEX "questions_bank_id_sort_id_index" ON "questions" USING btree ("bank_id","sort","id");--> statement-breakpoint
CREATE INDEX "questions_tenant_id_customer_id_index" ON "questions" USING btree ("tenant_id","customer_id");