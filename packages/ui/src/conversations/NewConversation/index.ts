export * from './NewConversationForm';
