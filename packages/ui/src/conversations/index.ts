/** Messaging with the clinic: the list, a conversation, a new message, attachments, the announcement. */
export * from './AnnouncementBanner';
export * from './AttachmentPicker';
export * from './ConversationList';
export * from './ConversationThread';
export * from './NewConversation';
