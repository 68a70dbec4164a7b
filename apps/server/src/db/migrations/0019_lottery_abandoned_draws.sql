ALTER TABLE "lottery_draws" ADD COLUMN "abandoned_at" timestamp with time zone;--> statement-breakpoint
-- Draws left unspun before this column existed are abandoned too, except the one a stage still shows ready to spin.
UPDATE "lottery_draws" SET "abandoned_at" = now()
WHERE "spun_at" IS NULL AND NOT EXISTS (
  SELECT 1 FROM "lottery_stages" s WHERE s."draw_id" = "lottery_draws"."id" AND s."phase" = 'ready'
);
