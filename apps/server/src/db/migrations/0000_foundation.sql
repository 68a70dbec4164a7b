CREATE TABLE "activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" integer NOT NULL,
	"title" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"join_count" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"ip" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer,
	"kind" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedbacks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedbacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"type" integer NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"owner_id" integer,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"head_img" text DEFAULT '' NOT NULL,
	"agent_property" integer DEFAULT 1 NOT NULL,
	"invited_by" integer,
	"money" bigint DEFAULT 0 NOT NULL,
	"dx_money" bigint DEFAULT 0 NOT NULL,
	"hb_money" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "customers_tenantId_phone_unique" UNIQUE("tenant_id","phone")
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"hosts" text[] DEFAULT '{}' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"dt_name" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"index_href" text DEFAULT '' NOT NULL,
	"is_open_index" integer DEFAULT 1 NOT NULL,
	"index_name" text DEFAULT '' NOT NULL,
	"show_kf" integer DEFAULT 1 NOT NULL,
	"kf_img" text DEFAULT '' NOT NULL,
	"fixed_line" text DEFAULT '' NOT NULL,
	"fixed_line2" text DEFAULT '' NOT NULL,
	"kf_phone" text DEFAULT '' NOT NULL,
	"kf_time" text DEFAULT '' NOT NULL,
	"kf_button" integer DEFAULT 1 NOT NULL,
	"kf_chat_url" text DEFAULT '' NOT NULL,
	"is_open_help" integer DEFAULT 1 NOT NULL,
	"is_open_agent" integer DEFAULT 1 NOT NULL,
	"is_open_official" integer DEFAULT 1 NOT NULL,
	"help_href" text DEFAULT '' NOT NULL,
	"agent_href" text DEFAULT '' NOT NULL,
	"official_href" text DEFAULT '' NOT NULL,
	"nav_color" text DEFAULT '#0069FD' NOT NULL,
	"nav_text_color" text DEFAULT '#FFFFFF' NOT NULL,
	"agreement_login" text DEFAULT '' NOT NULL,
	"agreement_register" text DEFAULT '' NOT NULL,
	"agreement_recover" text DEFAULT '' NOT NULL,
	"agent_desc" text DEFAULT '' NOT NULL,
	"one_click_secret" text DEFAULT '' NOT NULL,
	CONSTRAINT "tenants_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"size" integer NOT NULL,
	"mime" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operation_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operation_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_phone" text DEFAULT '' NOT NULL,
	"method" text NOT NULL,
	"path_name" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"token_hash" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	CONSTRAINT "sessions_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE INDEX "activities_tenant_id_customer_id_created_at_index" ON "activities" USING btree ("tenant_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_tenant_id_phone_purpose_index" ON "sms_codes" USING btree ("tenant_id","phone","purpose");--> statement-breakpoint
CREATE INDEX "contents_kind_tenant_id_index" ON "contents" USING btree ("kind","tenant_id");--> statement-breakpoint
CREATE INDEX "customers_owner_id_index" ON "customers" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "operation_logs_tenant_id_customer_id_created_at_index" ON "operation_logs" USING btree ("tenant_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "sessions_customer_id_index" ON "sessions" USING btree ("customer_id");