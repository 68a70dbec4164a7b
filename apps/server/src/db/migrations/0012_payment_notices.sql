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
