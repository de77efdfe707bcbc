import type { schema } from '../../db';
import type { LocalizedText } from '../../db/schema/columns';

/** What the resolvers pass along for each type: the database rows themselves. */
export type ThreadModel = typeof schema.messageThreads.$inferSelect;
export type MessageModel = typeof schema.messages.$inferSelect;
export type UserModel = typeof schema.messagingUsers.$inferSelect;
export type AbsenceModel = typeof schema.professionalAbsences.$inferSelect;
/** A questionnaire task a message invites to: its id, its form's title and when it was answered. */
export type InvitationModel = { id: number; title: LocalizedText; answeredAt: Date | null };
