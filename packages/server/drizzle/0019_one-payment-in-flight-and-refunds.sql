CREATE TABLE "payment_refunds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payment_id" bigint NOT NULL,
	"refund_stamp" uuid DEFAULT gen_random_uuid() NOT NULL,
	"amount_cents" integer NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"provider_transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "payment_refunds_refund_stamp_unique" UNIQUE("refund_stamp"),
	CONSTRAINT "payment_refunds_state_check" CHECK ("payment_refunds"."state" in ('new', 'sending', 'unanswered', 'refused', 'pending', 'ok', 'fail'))
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_state_check";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "transaction_id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "transaction_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "form" jsonb;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand: before the index, keep only the newest payment in flight of each invoice.
UPDATE "payments" SET "state" = 'expired' WHERE "state" IN ('created', 'pending', 'delayed') AND "id" NOT IN (SELECT max("id") FROM "payments" WHERE "state" IN ('created', 'pending', 'delayed') GROUP BY "invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_invoice" ON "payments" USING btree ("invoice_id") WHERE "payments"."state" in ('created', 'pending', 'delayed');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_state_check" CHECK ("payments"."state" in ('created', 'ok', 'fail', 'delayed', 'pending', 'expired', 'duplicate'));