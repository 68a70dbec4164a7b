ALTER TABLE "orders" ADD COLUMN "union_id" integer;--> statement-breakpoint
CREATE INDEX "orders_union_id_index" ON "orders" USING btree ("union_id");