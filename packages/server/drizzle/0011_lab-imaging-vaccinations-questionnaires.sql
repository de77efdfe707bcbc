CREATE TABLE "imaging_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "imaging_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" uuid NOT NULL,
	"imaging_date" date NOT NULL,
	"examination_name" text NOT NULL,
	"statement_text" text NOT NULL,
	"view_restriction" text DEFAULT 'patient' NOT NULL,
	CONSTRAINT "imaging_results_view_restriction_check" CHECK ("imaging_results"."view_restriction" in ('patient', 'professional'))
);
--> statement-breakpoint
CREATE TABLE "lab_tests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_tests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" uuid NOT NULL,
	"sample_date" date NOT NULL,
	"package_code" text,
	"package_name" text,
	"code" text NOT NULL,
	"display_name" text NOT NULL,
	"unit" text,
	"is_ready" boolean NOT NULL,
	"result_text" text,
	"result_number" double precision,
	"prefix" text,
	"additional_result" text,
	"reference_min" double precision,
	"reference_max" double precision,
	"description" text,
	"view_restriction" text DEFAULT 'patient' NOT NULL,
	CONSTRAINT "lab_tests_prefix_check" CHECK ("lab_tests"."prefix" is null or "lab_tests"."prefix" in ('greaterThan', 'greaterThanOrEqual', 'lessThan', 'lessThanOrEqual')),
	CONSTRAINT "lab_tests_package_check" CHECK (("lab_tests"."package_code" is null) = ("lab_tests"."package_name" is null)),
	CONSTRAINT "lab_tests_one_result_check" CHECK (not ("lab_tests"."result_text" is not null and "lab_tests"."result_number" is not null)),
	CONSTRAINT "lab_tests_view_restriction_check" CHECK ("lab_tests"."view_restriction" in ('patient', 'professional'))
);
--> statement-breakpoint
CREATE TABLE "questionnaire_forms" (
	"id" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"form" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_task_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaire_task_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invitation_id" integer NOT NULL,
	"answers" text NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaire_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" uuid NOT NULL,
	"form_id" text NOT NULL,
	"sent_date" date NOT NULL,
	"valid_until_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referrals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"creation_date" date NOT NULL,
	"valid_until" date NOT NULL,
	"practitioner_id" text NOT NULL,
	"patient_instructions_url" text,
	"view_restriction" text DEFAULT 'patient' NOT NULL,
	CONSTRAINT "referrals_kind_check" CHECK ("referrals"."kind" in ('laboratory', 'imaging')),
	CONSTRAINT "referrals_view_restriction_check" CHECK ("referrals"."view_restriction" in ('patient', 'professional'))
);
--> statement-breakpoint
CREATE TABLE "vaccinations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vaccinations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" uuid NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"practitioner_name" text NOT NULL,
	"effective_until" date
);
--> statement-breakpoint
ALTER TABLE "imaging_results" ADD CONSTRAINT "imaging_results_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_tests" ADD CONSTRAINT "lab_tests_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_task_answers" ADD CONSTRAINT "questionnaire_task_answers_invitation_id_questionnaire_tasks_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."questionnaire_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_tasks" ADD CONSTRAINT "questionnaire_tasks_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_tasks" ADD CONSTRAINT "questionnaire_tasks_form_id_questionnaire_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."questionnaire_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vaccinations" ADD CONSTRAINT "vaccinations_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imaging_results_patient_day_idx" ON "imaging_results" USING btree ("patient_id","imaging_date");--> statement-breakpoint
CREATE INDEX "lab_tests_patient_day_idx" ON "lab_tests" USING btree ("patient_id","sample_date");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_task_answers_one_per_invitation" ON "questionnaire_task_answers" USING btree ("invitation_id");--> statement-breakpoint
CREATE INDEX "questionnaire_tasks_patient_idx" ON "questionnaire_tasks" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "referrals_patient_idx" ON "referrals" USING btree ("patient_id","kind","creation_date");--> statement-breakpoint
CREATE INDEX "vaccinations_patient_day_idx" ON "vaccinations" USING btree ("patient_id","date");