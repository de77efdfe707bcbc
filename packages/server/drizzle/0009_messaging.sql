CREATE TABLE "message_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"uploader_user_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer,
	"data" "bytea",
	"uploaded_at" timestamp with time zone,
	"message_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_attachments_key_unique" UNIQUE("key"),
	CONSTRAINT "message_attachments_uploaded_check" CHECK (("message_attachments"."uploaded_at" is null) = ("message_attachments"."data" is null)),
	CONSTRAINT "message_attachments_sent_check" CHECK ("message_attachments"."message_id" is null or "message_attachments"."uploaded_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "message_threads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_threads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"thread_type" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"professionals_changed_at" timestamp with time zone,
	CONSTRAINT "message_threads_type_check" CHECK ("message_threads"."thread_type" in ('customer', 'hr', 'supervisor')),
	CONSTRAINT "message_threads_closed_check" CHECK ("message_threads"."is_active" = ("message_threads"."closed_at" is null))
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"thread_id" bigint NOT NULL,
	"author_user_id" uuid NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by_user_id" uuid,
	"deleted_reason" text,
	CONSTRAINT "messages_deleted_empty_check" CHECK ("messages"."deleted_at" is null or "messages"."content" = '')
);
--> statement-breakpoint
CREATE TABLE "messaging_announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean NOT NULL,
	"heading" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"announcement_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messaging_announcements_type_check" CHECK ("messaging_announcements"."announcement_type" in ('info', 'warning'))
);
--> statement-breakpoint
CREATE TABLE "messaging_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"patient_id" uuid,
	"staff_subject" text,
	"staff_role" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"title" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messaging_users_patient_id_unique" UNIQUE("patient_id"),
	CONSTRAINT "messaging_users_staff_subject_unique" UNIQUE("staff_subject"),
	CONSTRAINT "messaging_users_kind_check" CHECK ("messaging_users"."kind" in ('CustomerUser', 'HrUser', 'ProfessionalUser')),
	CONSTRAINT "messaging_users_customer_check" CHECK (("messaging_users"."kind" = 'CustomerUser') = ("messaging_users"."patient_id" is not null)),
	CONSTRAINT "messaging_users_professional_check" CHECK (("messaging_users"."kind" = 'ProfessionalUser') = ("messaging_users"."staff_subject" is not null and "messaging_users"."staff_role" is not null)),
	CONSTRAINT "messaging_users_role_check" CHECK ("messaging_users"."staff_role" is null or "messaging_users"."staff_role" in ('nurse', 'doctor'))
);
--> statement-breakpoint
CREATE TABLE "professional_absences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"absentee_user_id" uuid NOT NULL,
	"substitute_user_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"internal_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "professional_absences_period_check" CHECK ("professional_absences"."start_date" <= "professional_absences"."end_date")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" bigint NOT NULL,
	"questionnaire_title" jsonb NOT NULL,
	"answers" text,
	"answered_at" timestamp with time zone,
	CONSTRAINT "questionnaire_invitations_answered_check" CHECK (("questionnaire_invitations"."answers" is null) = ("questionnaire_invitations"."answered_at" is null))
);
--> statement-breakpoint
CREATE TABLE "thread_assignments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "thread_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"thread_id" bigint NOT NULL,
	"assignee_user_id" uuid NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "thread_participants" (
	"thread_id" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thread_participants_thread_id_user_id_pk" PRIMARY KEY("thread_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "thread_professionals" (
	"thread_id" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thread_professionals_thread_id_user_id_pk" PRIMARY KEY("thread_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "thread_reads" (
	"thread_id" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "thread_reads_thread_id_user_id_pk" PRIMARY KEY("thread_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_uploader_user_id_messaging_users_id_fk" FOREIGN KEY ("uploader_user_id") REFERENCES "public"."messaging_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_author_user_id_messaging_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."messaging_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_deleted_by_user_id_messaging_users_id_fk" FOREIGN KEY ("deleted_by_user_id") REFERENCES "public"."messaging_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_users" ADD CONSTRAINT "messaging_users_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_absences" ADD CONSTRAINT "professional_absences_absentee_user_id_messaging_users_id_fk" FOREIGN KEY ("absentee_user_id") REFERENCES "public"."messaging_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_invitations" ADD CONSTRAINT "questionnaire_invitations_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_assignments" ADD CONSTRAINT "thread_assignments_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_assignments" ADD CONSTRAINT "thread_assignments_assignee_user_id_messaging_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."messaging_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_participants" ADD CONSTRAINT "thread_participants_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_participants" ADD CONSTRAINT "thread_participants_user_id_messaging_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."messaging_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_professionals" ADD CONSTRAINT "thread_professionals_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_professionals" ADD CONSTRAINT "thread_professionals_user_id_messaging_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."messaging_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_reads" ADD CONSTRAINT "thread_reads_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_reads" ADD CONSTRAINT "thread_reads_user_id_messaging_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."messaging_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_attachments_message_idx" ON "message_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "messages_thread_created_idx" ON "messages" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "professional_absences_absentee_idx" ON "professional_absences" USING btree ("absentee_user_id","end_date");--> statement-breakpoint
CREATE INDEX "questionnaire_invitations_message_idx" ON "questionnaire_invitations" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "thread_assignments_one_current" ON "thread_assignments" USING btree ("thread_id") WHERE "thread_assignments"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "thread_assignments_assignee_idx" ON "thread_assignments" USING btree ("assignee_user_id");--> statement-breakpoint
CREATE INDEX "thread_participants_user_idx" ON "thread_participants" USING btree ("user_id");