CREATE TABLE "patient_concepts" (
	"patient_id" uuid NOT NULL,
	"code" text NOT NULL,
	"direct_reimbursement_allowed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_concepts_patient_id_code_pk" PRIMARY KEY("patient_id","code")
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slot_id" bigint NOT NULL,
	"patient_id" uuid NOT NULL,
	"reserved_by_ssn" text NOT NULL,
	"channel" text NOT NULL,
	"health_care_type" text NOT NULL,
	"email" text,
	"phone" text,
	"concept_code" text,
	"description" text,
	"dcp_content_hash" text,
	"pohjola_policy_id" text,
	"internal_organization" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "reservations_status_check" CHECK ("reservations"."status" in ('active', 'cancelled')),
	CONSTRAINT "reservations_channel_check" CHECK ("reservations"."channel" in ('signedIn', 'anonymous')),
	CONSTRAINT "reservations_health_care_type_check" CHECK ("reservations"."health_care_type" in ('private', 'occupational', 'insurance', 'kela65')),
	CONSTRAINT "reservations_cancelled_check" CHECK (("reservations"."status" = 'cancelled') = ("reservations"."cancelled_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "patient_concepts" ADD CONSTRAINT "patient_concepts_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_slot_id_appointment_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."appointment_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_one_active_per_slot" ON "reservations" USING btree ("slot_id") WHERE "reservations"."status" = 'active';--> statement-breakpoint
CREATE INDEX "reservations_patient_status_idx" ON "reservations" USING btree ("patient_id","status");