ALTER TABLE "patients" ADD COLUMN "privacy_policy_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "data_processing_accepted_at" timestamp with time zone;