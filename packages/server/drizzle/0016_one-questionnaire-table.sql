-- Messaging's questionnaire invitations are the questionnaire tasks a message links: one table for
-- every questionnaire sent to a patient. Nothing but tests ever wrote the old table.
ALTER TABLE "questionnaire_invitations" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "questionnaire_invitations" CASCADE;--> statement-breakpoint
ALTER TABLE "questionnaire_tasks" ADD COLUMN "message_id" bigint;--> statement-breakpoint
ALTER TABLE "questionnaire_tasks" ADD CONSTRAINT "questionnaire_tasks_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questionnaire_tasks_message_idx" ON "questionnaire_tasks" USING btree ("message_id");