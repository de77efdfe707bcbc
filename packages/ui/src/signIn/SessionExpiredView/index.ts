export * from './SessionExpiredView';
