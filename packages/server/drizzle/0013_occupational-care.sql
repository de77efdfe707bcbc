CREATE TABLE "occupational_team_members" (
	"patient_id" uuid NOT NULL,
	"practitioner_id" text NOT NULL,
	"professional_type" text NOT NULL,
	"substitute_name" text,
	"substitute_start" date,
	"substitute_end" date,
	CONSTRAINT "occupational_team_members_patient_id_practitioner_id_pk" PRIMARY KEY("patient_id","practitioner_id"),
	CONSTRAINT "occupational_team_members_type_check" CHECK ("occupational_team_members"."professional_type" in ('Doctor', 'Nurse', 'Physiotherapist', 'Psychologist')),
	CONSTRAINT "occupational_team_members_substitute_check" CHECK (("occupational_team_members"."substitute_name" is null and "occupational_team_members"."substitute_start" is null and "occupational_team_members"."substitute_end" is null)
        or ("occupational_team_members"."substitute_name" is not null and "occupational_team_members"."substitute_start" is not null
          and "occupational_team_members"."substitute_end" >= "occupational_team_members"."substitute_start"))
);
--> statement-breakpoint
CREATE TABLE "sickness_fund_memberships" (
	"patient_id" uuid PRIMARY KEY NOT NULL,
	"fund_name" text NOT NULL,
	"member_since" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "occupational_team_members" ADD CONSTRAINT "occupational_team_members_patient_id_occupational_contracts_patient_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."occupational_contracts"("patient_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupational_team_members" ADD CONSTRAINT "occupational_team_members_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sickness_fund_memberships" ADD CONSTRAINT "sickness_fund_memberships_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "occupational_team_members_practitioner_idx" ON "occupational_team_members" USING btree ("practitioner_id");