ALTER TABLE "reservations" DROP CONSTRAINT "reservations_channel_check";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "arrival_reason" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "room_location" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "provider_cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_channel_check" CHECK ("reservations"."channel" in ('signedIn', 'anonymous', 'clinic'));