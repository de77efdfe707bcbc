ALTER TABLE "sessions" ADD COLUMN "given_name" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "family_name" text;