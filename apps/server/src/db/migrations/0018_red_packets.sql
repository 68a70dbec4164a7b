CREATE TABLE "hb_payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hb_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"out_no" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"channel" text NOT NULL,
	"merchant_id" integer,
	"openid" text DEFAULT '' NOT NULL,
	"batch_id" text DEFAULT '' NOT NULL,
	"fail_reason" text DEFAULT '' NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "hb_payouts_outNo_unique" UNIQUE("out_no"),
	CONSTRAINT "hb_payouts_activityId_participantId_seq_unique" UNIQUE("activity_id","participant_id","seq")
);
--> statement-breakpoint
CREATE TABLE "hb_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hb_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"mode" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"min_amount" bigint DEFAULT 0 NOT NULL,
	"max_amount" bigint DEFAULT 0 NOT NULL,
	"budget" bigint NOT NULL,
	"per_person" integer DEFAULT 1 NOT NULL,
	"qualify" text NOT NULL,
	"top_n" integer DEFAULT 0 NOT NULL,
	"wish" text DEFAULT '' NOT NULL,
	"paid_total" bigint DEFAULT 0 NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hb_rules_activityId_unique" UNIQUE("activity_id")
);
--> statement-breakpoint
CREATE INDEX "hb_payouts_tenant_id_customer_id_activity_id_id_index" ON "hb_payouts" USING btree ("tenant_id","customer_id","activity_id","id");