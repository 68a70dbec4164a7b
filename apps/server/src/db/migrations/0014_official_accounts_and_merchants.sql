CREATE TABLE "activity_merchants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_merchants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"pay_merchant_id" integer,
	"hb_merchant_id" integer,
	"fee" bigint DEFAULT 0 NOT NULL,
	"fee_title" text DEFAULT '' NOT NULL,
	CONSTRAINT "activity_merchants_activityId_unique" UNIQUE("activity_id")
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"mch_id" text DEFAULT '' NOT NULL,
	"app_id" text NOT NULL,
	"cert_serial" text DEFAULT '' NOT NULL,
	"public_key_id" text DEFAULT '' NOT NULL,
	"public_key" text NOT NULL,
	"api_v_3_key_sealed" text DEFAULT '' NOT NULL,
	"api_v_3_key_hint" text DEFAULT '' NOT NULL,
	"private_key_sealed" text NOT NULL,
	"private_key_hint" text NOT NULL,
	"key_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'untested' NOT NULL,
	"test_msg" text DEFAULT '' NOT NULL,
	"tested_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "participant_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "participant_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"provider" text NOT NULL,
	"out_trade_no" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"channel" text NOT NULL,
	"pay_url" text DEFAULT '' NOT NULL,
	"trade_no" text DEFAULT '' NOT NULL,
	"refund_no" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "participant_payments_outTradeNo_unique" UNIQUE("out_trade_no")
);
--> statement-breakpoint
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
CREATE TABLE "payment_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"provider" text NOT NULL,
	"notice_id" text NOT NULL,
	"nonce" text NOT NULL,
	CONSTRAINT "payment_notices_provider_noticeId_unique" UNIQUE("provider","notice_id"),
	CONSTRAINT "payment_notices_provider_nonce_unique" UNIQUE("provider","nonce")
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
CREATE INDEX "activity_merchants_pay_merchant_id_index" ON "activity_merchants" USING btree ("pay_merchant_id");--> statement-breakpoint
CREATE INDEX "activity_merchants_hb_merchant_id_index" ON "activity_merchants" USING btree ("hb_merchant_id");--> statement-breakpoint
CREATE INDEX "merchants_tenant_id_customer_id_id_index" ON "merchants" USING btree ("tenant_id","customer_id","id");--> statement-breakpoint
CREATE INDEX "participant_payments_activity_id_id_index" ON "participant_payments" USING btree ("activity_id","id");--> statement-breakpoint
CREATE INDEX "participant_payments_participant_id_index" ON "participant_payments" USING btree ("participant_id");--> statement-breakpoint
CREATE INDEX "wechat_settings_wx_account_id_index" ON "wechat_settings" USING btree ("wx_account_id");--> statement-breakpoint
CREATE INDEX "wx_accounts_appid_index" ON "wx_accounts" USING btree ("appid");