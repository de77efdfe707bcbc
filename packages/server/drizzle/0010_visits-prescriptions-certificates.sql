CREATE TABLE "prescriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prescriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"external_id" text NOT NULL,
	"patient_id" uuid NOT NULL,
	"medicine_name" text NOT NULL,
	"strength" text,
	"issued_date" date NOT NULL,
	"is_renewable" boolean NOT NULL,
	"medicine_type" text NOT NULL,
	"package_unit" text NOT NULL,
	"package_size" double precision NOT NULL,
	"package_count" integer NOT NULL,
	"treatment_length" integer,
	"treatment_length_unit" text,
	"total_amount" text NOT NULL,
	"dosage_guide" text NOT NULL,
	"usage_guide" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescriptions_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "sick_leave_certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sick_leave_certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"external_id" text NOT NULL,
	"patient_id" uuid NOT NULL,
	"type" text NOT NULL,
	"issued_date" date NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"practitioner_name" text NOT NULL,
	"practitioner_title" text NOT NULL,
	"clinic_name" text NOT NULL,
	"diagnosis" jsonb NOT NULL,
	"statement" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sick_leave_certificates_external_id_unique" UNIQUE("external_id"),
	CONSTRAINT "sick_leave_certificates_type_check" CHECK ("sick_leave_certificates"."type" in ('medicalCertificateA', 'nurse')),
	CONSTRAINT "sick_leave_certificates_period_check" CHECK ("sick_leave_certificates"."start_date" <= "sick_leave_certificates"."end_date")
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"external_id" text NOT NULL,
	"patient_id" uuid NOT NULL,
	"date_time" timestamp with time zone NOT NULL,
	"practitioner_name" text NOT NULL,
	"specialty_name" jsonb NOT NULL,
	"view_restriction" text DEFAULT 'patient' NOT NULL,
	"diagnoses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"texts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visits_external_id_unique" UNIQUE("external_id"),
	CONSTRAINT "visits_view_restriction_check" CHECK ("visits"."view_restriction" in ('patient', 'professional'))
);
--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sick_leave_certificates" ADD CONSTRAINT "sick_leave_certificates_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prescriptions_patient_issued_idx" ON "prescriptions" USING btree ("patient_id","issued_date");--> statement-breakpoint
CREATE INDEX "sick_leave_certificates_patient_issued_idx" ON "sick_leave_certificates" USING btree ("patient_id","issued_date");--> statement-breakpoint
CREATE INDEX "visits_patient_date_idx" ON "visits" USING btree ("patient_id","date_time");