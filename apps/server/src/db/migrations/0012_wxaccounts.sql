CREATE TABLE "wechat_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wechat_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"wx_account_id" integer NOT NULL,
	"scope" text DEFAULT 'snsapi_userinfo' NOT NULL,
	CONSTRAINT "wechat_settings_activityId_unique" UNIQUE("activity_id")
);
--> statement-breakpoint
CREATE TABLE "wx_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wx_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"appid" text NOT NULL,
	"kind" text NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"head_img" text DEFAULT '' NOT NULL,
	"service_type" integer DEFAULT 0 NOT NULL,
	"verify_type" integer DEFAULT -1 NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"principal_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'authorized' NOT NULL,
	"authorized_at" timestamp with time zone NOT NULL,
	"refresh_token" text NOT NULL,
	"access_token" text NOT NULL,
	"access_token_expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wx_accounts_tenantId_customerId_appid_unique" UNIQUE("tenant_id","customer_id","appid")
);
--> statement-breakpoint
CREATE TABLE "wechat_component_states" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wechat_component_states_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"component_appid" text NOT NULL,
	"verify_ticket" text DEFAULT '' NOT NULL,
	"ticket_created_at" timestamp with time zone,
	"access_token" text DEFAULT '' NOT NULL,
	"access_token_expires_at" timestamp with time zone,
	CONSTRAINT "wechat_component_states_componentAppid_unique" UNIQUE("component_appid")
);
--> statement-breakpoint
CREATE INDEX "wechat_settings_wx_account_id_index" ON "wechat_settings" USING btree ("wx_account_id");--> statement-breakpoint
CREATE INDEX "wx_accounts_appid_index" ON "wx_accounts" USING btree ("appid");