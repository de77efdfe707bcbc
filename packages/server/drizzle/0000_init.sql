CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_ssn" text,
	"subject_patient_id" uuid,
	"on_behalf_of_patient_id" uuid,
	"action" text NOT NULL,
	"resource" text NOT NULL,
	"detail" jsonb,
	"request_id" text
);
--> statement-breakpoint
CREATE TABLE "mfa_challenges" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mfa_challenges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"person_ssn" text NOT NULL,
	"patient_id" uuid,
	"acting_for_patient_id" uuid,
	"csrf_token" text NOT NULL,
	"lang" text DEFAULT 'fi' NOT NULL,
	"acr" text,
	"mfa_state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_mfa_state_check" CHECK ("sessions"."mfa_state" in ('notRequired', 'pending', 'verified')),
	CONSTRAINT "sessions_lang_check" CHECK ("sessions"."lang" in ('fi', 'sv', 'en'))
);
--> statement-breakpoint
CREATE TABLE "clinics" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"municipality" text NOT NULL,
	"street" text NOT NULL,
	"postal_code" text NOT NULL,
	"post_office" text NOT NULL,
	"is_remote" boolean DEFAULT false NOT NULL,
	"arrival_info" jsonb,
	CONSTRAINT "clinics_municipality_check" CHECK ("clinics"."municipality" = lower("clinics"."municipality"))
);
--> statement-breakpoint
CREATE TABLE "practitioner_clinics" (
	"practitioner_id" text NOT NULL,
	"clinic_id" text NOT NULL,
	CONSTRAINT "practitioner_clinics_practitioner_id_clinic_id_pk" PRIMARY KEY("practitioner_id","clinic_id")
);
--> statement-breakpoint
CREATE TABLE "practitioner_specialties" (
	"practitioner_id" text NOT NULL,
	"specialty_id" text NOT NULL,
	CONSTRAINT "practitioner_specialties_practitioner_id_specialty_id_pk" PRIMARY KEY("practitioner_id","specialty_id")
);
--> statement-breakpoint
CREATE TABLE "practitioners" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" jsonb NOT NULL,
	"is_resource" boolean DEFAULT false NOT NULL,
	"picture_url" text,
	"reservation_info" jsonb
);
--> statement-breakpoint
CREATE TABLE "specialties" (
	"id" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"reservation_info" jsonb,
	"is_occupational" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_channel_check" CHECK ("outbox"."channel" in ('sms', 'email'))
);
--> statement-breakpoint
CREATE TABLE "guardianships" (
	"guardian_patient_id" uuid NOT NULL,
	"child_patient_id" uuid NOT NULL,
	"guardian_type" text NOT NULL,
	CONSTRAINT "guardianships_guardian_patient_id_child_patient_id_pk" PRIMARY KEY("guardian_patient_id","child_patient_id"),
	CONSTRAINT "guardianships_type_check" CHECK ("guardianships"."guardian_type" in ('parent', 'trustee', 'nextOfKin', 'other')),
	CONSTRAINT "guardianships_not_self_check" CHECK ("guardianships"."guardian_patient_id" <> "guardianships"."child_patient_id")
);
--> statement-breakpoint
CREATE TABLE "occupational_contracts" (
	"patient_id" uuid PRIMARY KEY NOT NULL,
	"employer_name" text NOT NULL,
	"includes_web_reservation" boolean NOT NULL,
	"includes_vaccinations" boolean NOT NULL,
	"product_ids" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_data_consents" (
	"patient_id" uuid PRIMARY KEY NOT NULL,
	"allows_common_registry" boolean NOT NULL,
	"allows_viewing_occupational_information" boolean NOT NULL,
	"allows_marketing_mail" boolean NOT NULL,
	"allows_treatment_instructions_mail" boolean NOT NULL,
	"allows_booking_sms" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ssn" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"street" text NOT NULL,
	"postal_code" text NOT NULL,
	"post_office" text NOT NULL,
	"email" text,
	"phone" text,
	"language" text DEFAULT 'fi' NOT NULL,
	"patient_data_consent_form_updated" timestamp with time zone,
	"is_credit_worthy" boolean DEFAULT true NOT NULL,
	"mfa_phone" text,
	"mfa_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patients_ssn_unique" UNIQUE("ssn"),
	CONSTRAINT "patients_language_check" CHECK ("patients"."language" in ('fi', 'sv', 'en')),
	CONSTRAINT "patients_mfa_phone_check" CHECK (not "patients"."mfa_enabled" or "patients"."mfa_phone" is not null)
);
--> statement-breakpoint
CREATE TABLE "appointment_slots" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointment_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"start_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"clinic_id" text NOT NULL,
	"practitioner_id" text NOT NULL,
	"specialty_id" text NOT NULL,
	"kind_id" text NOT NULL,
	"location_type" text NOT NULL,
	"is_remote" boolean DEFAULT false NOT NULL,
	"requires_auth_to_reserve" boolean DEFAULT false NOT NULL,
	"customer_types" text[] NOT NULL,
	"price_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_slots_practitioner_start_key" UNIQUE("practitioner_id","start_at"),
	CONSTRAINT "appointment_slots_duration_check" CHECK ("appointment_slots"."duration_minutes" > 0),
	CONSTRAINT "appointment_slots_price_check" CHECK ("appointment_slots"."price_cents" >= 0),
	CONSTRAINT "appointment_slots_location_type_check" CHECK ("appointment_slots"."location_type" in ('physicalLocation', 'remoteAppointment', 'phoneAppointment', 'meetingAppointment', 'videoAppointment')),
	CONSTRAINT "appointment_slots_customer_types_check" CHECK (cardinality("appointment_slots"."customer_types") > 0 and "appointment_slots"."customer_types" <@ array['private', 'occupational', 'insurance', 'kela65']::text[])
);
--> statement-breakpoint
CREATE TABLE "slot_horizon" (
	"practitioner_id" text PRIMARY KEY NOT NULL,
	"generated_through" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mfa_challenges" ADD CONSTRAINT "mfa_challenges_session_id_hash_sessions_id_hash_fk" FOREIGN KEY ("session_id_hash") REFERENCES "public"."sessions"("id_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_acting_for_patient_id_patients_id_fk" FOREIGN KEY ("acting_for_patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practitioner_clinics" ADD CONSTRAINT "practitioner_clinics_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practitioner_clinics" ADD CONSTRAINT "practitioner_clinics_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practitioner_specialties" ADD CONSTRAINT "practitioner_specialties_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practitioner_specialties" ADD CONSTRAINT "practitioner_specialties_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardianships" ADD CONSTRAINT "guardianships_guardian_patient_id_patients_id_fk" FOREIGN KEY ("guardian_patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardianships" ADD CONSTRAINT "guardianships_child_patient_id_patients_id_fk" FOREIGN KEY ("child_patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupational_contracts" ADD CONSTRAINT "occupational_contracts_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_data_consents" ADD CONSTRAINT "patient_data_consents_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_slots" ADD CONSTRAINT "appointment_slots_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_slots" ADD CONSTRAINT "appointment_slots_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_slots" ADD CONSTRAINT "appointment_slots_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_horizon" ADD CONSTRAINT "slot_horizon_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_subject_at_idx" ON "audit_log" USING btree ("subject_patient_id","at");--> statement-breakpoint
CREATE INDEX "mfa_challenges_session_idx" ON "mfa_challenges" USING btree ("session_id_hash");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_patient_idx" ON "sessions" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "practitioner_clinics_clinic_idx" ON "practitioner_clinics" USING btree ("clinic_id");--> statement-breakpoint
CREATE INDEX "practitioner_specialties_specialty_idx" ON "practitioner_specialties" USING btree ("specialty_id");--> statement-breakpoint
CREATE INDEX "appointment_slots_start_at_idx" ON "appointment_slots" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "appointment_slots_clinic_start_idx" ON "appointment_slots" USING btree ("clinic_id","start_at");--> statement-breakpoint
CREATE INDEX "appointment_slots_specialty_start_idx" ON "appointment_slots" USING btree ("specialty_id","start_at");