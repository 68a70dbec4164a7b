CREATE TABLE "traffic_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "traffic_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"granted_bytes" bigint NOT NULL,
	"used_bytes" bigint DEFAULT 0 NOT NULL,
	"warned" boolean DEFAULT false NOT NULL,
	"period_started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "traffic_accounts_tenantId_customerId_unique" UNIQUE("tenant_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "traffic_days" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "traffic_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"day" text NOT NULL,
	"file_key" text NOT NULL,
	"kind" text NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "traffic_days_activityId_day_fileKey_unique" UNIQUE("activity_id","day","file_key")
);
--> statement-breakpoint
CREATE INDEX "traffic_days_tenant_id_customer_id_day_activity_id_index" ON "traffic_days" USING btree ("tenant_id","customer_id","day","activity_id");--> statement-breakpoint
CREATE INDEX "uploads_storage_key_index" ON "uploads" USING btree ("storage_key");