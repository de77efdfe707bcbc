CREATE TABLE "card_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"patient_id" uuid NOT NULL,
	"front_uploaded_at" timestamp with time zone,
	"back_uploaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_uploads_id_check" CHECK ("card_uploads"."id" ~ '^[A-Za-z0-9_-]{22}$')
);
--> statement-breakpoint
ALTER TABLE "message_attachments" DROP CONSTRAINT "message_attachments_uploaded_check";--> statement-breakpoint
ALTER TABLE "card_uploads" ADD CONSTRAINT "card_uploads_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_uploads_patient_idx" ON "card_uploads" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "card_uploads_created_idx" ON "card_uploads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "message_attachments_unsent_idx" ON "message_attachments" USING btree ("uploader_user_id","created_at") WHERE "message_attachments"."message_id" is null;--> statement-breakpoint
ALTER TABLE "message_attachments" DROP COLUMN "data";--> statement-breakpoint
ALTER TABLE "message_attachments" ADD COLUMN "upload_started_at" timestamp with time zone;--> statement-breakpoint
UPDATE "message_attachments" SET "upload_started_at" = "uploaded_at" WHERE "uploaded_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_uploaded_check" CHECK ("message_attachments"."uploaded_at" is null or ("message_attachments"."upload_started_at" is not null and "message_attachments"."size_bytes" is not null));
