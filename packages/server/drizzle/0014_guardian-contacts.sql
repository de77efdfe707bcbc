CREATE TABLE "guardian_contacts" (
	"child_patient_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"ssn" text,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"same_address_as_child" boolean NOT NULL,
	"street" text NOT NULL,
	"postal_code" text NOT NULL,
	"post_office" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardian_contacts_child_patient_id_position_pk" PRIMARY KEY("child_patient_id","position"),
	CONSTRAINT "guardian_contacts_position_check" CHECK ("guardian_contacts"."position" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "guardian_contacts" ADD CONSTRAINT "guardian_contacts_child_patient_id_patients_id_fk" FOREIGN KEY ("child_patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;