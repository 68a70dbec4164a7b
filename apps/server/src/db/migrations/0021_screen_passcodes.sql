CREATE TABLE "screen_passcodes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "screen_passcodes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"pwd" text NOT NULL,
	CONSTRAINT "screen_passcodes_activityId_unique" UNIQUE("activity_id"),
	CONSTRAINT "screen_passcodes_tenantId_pwd_unique" UNIQUE("tenant_id","pwd")
);
