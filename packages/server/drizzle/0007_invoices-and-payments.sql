CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"invoice_number" text NOT NULL,
	"patient_id" uuid NOT NULL,
	"credited_invoice_number" text,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"creation_date" date NOT NULL,
	"due_date" date,
	"payable_online_until" date,
	"sum_cents" integer NOT NULL,
	"has_pdf" boolean NOT NULL,
	"can_be_paid_online" boolean NOT NULL,
	"rows" jsonb NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('notAvailable', 'open', 'overdue', 'paid', 'paper', 'refundInProgress', 'refunded')),
	CONSTRAINT "invoices_source_check" CHECK ("invoices"."source" in ('customerInvoice', 'goodSignInvoice', 'netsuiteInvoice')),
	CONSTRAINT "invoices_paid_check" CHECK ("invoices"."status" <> 'paid' or "invoices"."paid_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"stamp" uuid DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" text NOT NULL,
	"patient_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"lang" text NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"provider" text,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payments_stamp_unique" UNIQUE("stamp"),
	CONSTRAINT "payments_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "payments_state_check" CHECK ("payments"."state" in ('created', 'ok', 'fail', 'delayed', 'pending'))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_patient_created_idx" ON "invoices" USING btree ("patient_id","creation_date");--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_ok_per_invoice" ON "payments" USING btree ("invoice_id") WHERE "payments"."state" = 'ok';