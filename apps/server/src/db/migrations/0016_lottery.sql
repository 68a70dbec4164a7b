CREATE TABLE "lottery_draws" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"tier_id" integer NOT NULL,
	"count" integer NOT NULL,
	"seed" text NOT NULL,
	"commitment" text NOT NULL,
	"pool_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pool_hash" text DEFAULT '' NOT NULL,
	"winner_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"redraw_of" integer,
	"absent_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"spun_at" timestamp with time zone,
	"stopped_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lottery_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"person_id" integer,
	"participant_id" integer,
	"name" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"system" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_people" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_people_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"employee_no" text DEFAULT '' NOT NULL,
	"group" text DEFAULT '' NOT NULL,
	"photo_url" text DEFAULT '' NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source" text NOT NULL,
	"participant_id" integer,
	"player_id" integer,
	"signed_at" timestamp with time zone,
	"eligible" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"look" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"draw" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"signin" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"barrage" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "lottery_settings_activityId_unique" UNIQUE("activity_id")
);
--> statement-breakpoint
CREATE TABLE "lottery_stages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_stages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"phase" text DEFAULT 'wall' NOT NULL,
	"tier_id" integer,
	"draw_id" integer,
	"page" integer DEFAULT 1 NOT NULL,
	"barrage_on" boolean DEFAULT true NOT NULL,
	CONSTRAINT "lottery_stages_activityId_unique" UNIQUE("activity_id")
);
--> statement-breakpoint
CREATE TABLE "lottery_tiers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_tiers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"name" text NOT NULL,
	"prize_title" text DEFAULT '' NOT NULL,
	"prize_image" text DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	"per_spin" integer NOT NULL,
	"groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_winners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_winners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"draw_id" integer NOT NULL,
	"tier_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"status" text DEFAULT 'won' NOT NULL,
	"claim" jsonb,
	"claimed_at" timestamp with time zone,
	"redeemed_at" timestamp with time zone,
	"redeemed_by" integer,
	CONSTRAINT "lottery_winners_drawId_personId_unique" UNIQUE("draw_id","person_id")
);
--> statement-breakpoint
CREATE INDEX "lottery_draws_activity_id_id_index" ON "lottery_draws" USING btree ("activity_id","id");--> statement-breakpoint
CREATE INDEX "lottery_draws_tier_id_index" ON "lottery_draws" USING btree ("tier_id");--> statement-breakpoint
CREATE INDEX "lottery_messages_activity_id_status_id_index" ON "lottery_messages" USING btree ("activity_id","status","id");--> statement-breakpoint
CREATE INDEX "lottery_messages_activity_id_system_id_index" ON "lottery_messages" USING btree ("activity_id","system","id");--> statement-breakpoint
CREATE INDEX "lottery_people_activity_id_id_index" ON "lottery_people" USING btree ("activity_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_people_phone_uq" ON "lottery_people" USING btree ("activity_id","phone") WHERE "lottery_people"."phone" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_people_participant_uq" ON "lottery_people" USING btree ("activity_id","participant_id") WHERE "lottery_people"."participant_id" is not null;--> statement-breakpoint
CREATE INDEX "lottery_people_signed_idx" ON "lottery_people" USING btree ("activity_id","signed_at") WHERE "lottery_people"."signed_at" is not null;--> statement-breakpoint
CREATE INDEX "lottery_tiers_activity_id_sort_id_index" ON "lottery_tiers" USING btree ("activity_id","sort","id");--> statement-breakpoint
CREATE INDEX "lottery_winners_activity_id_person_id_index" ON "lottery_winners" USING btree ("activity_id","person_id");--> statement-breakpoint
CREATE INDEX "lottery_winners_activity_id_tier_id_index" ON "lottery_winners" USING btree ("activity_id","tier_id");--> statement-breakpoint
CREATE INDEX "lottery_winners_activity_id_id_index" ON "lottery_winners" USING btree ("activity_id","id");