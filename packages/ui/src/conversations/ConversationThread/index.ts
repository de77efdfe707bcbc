export * from './ConversationThread';
