CREATE TABLE "competition_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "competition_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"team_id" integer,
	"member_id" integer,
	"round_name" text DEFAULT '' NOT NULL,
	"delta" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"undoes" integer,
	"given_by" integer,
	CONSTRAINT "competition_entries_undoes_unique" UNIQUE("undoes")
);
--> statement-breakpoint
CREATE TABLE "competition_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "competition_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"team_id" integer,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "competition_members_activityId_participantId_unique" UNIQUE("activity_id","participant_id")
);
--> statement-breakpoint
CREATE TABLE "competition_teams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "competition_teams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"join_code" text NOT NULL,
	CONSTRAINT "competition_teams_activityId_name_unique" UNIQUE("activity_id","name"),
	CONSTRAINT "competition_teams_activityId_joinCode_unique" UNIQUE("activity_id","join_code")
);
--> statement-breakpoint
CREATE INDEX "competition_entries_activity_id_id_index" ON "competition_entries" USING btree ("activity_id","id");--> statement-breakpoint
CREATE INDEX "competition_entries_activity_id_team_id_index" ON "competition_entries" USING btree ("activity_id","team_id");--> statement-breakpoint
CREATE INDEX "competition_entries_activity_id_member_id_index" ON "competition_entries" USING btree ("activity_id","member_id");--> statement-breakpoint
CREATE INDEX "competition_members_activity_id_team_id_index" ON "competition_members" USING btree ("activity_id","team_id");