CREATE TABLE "game_rounds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"question_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seconds" integer DEFAULT 20 NOT NULL,
	"points_mode" text DEFAULT 'speed' NOT NULL,
	"base_points" integer DEFAULT 1000 NOT NULL,
	"streak_bonus" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE INDEX "game_rounds_activity_id_sort_id_index" ON "game_rounds" USING btree ("activity_id","sort","id");