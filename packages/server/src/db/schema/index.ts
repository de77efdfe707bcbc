// The whole database schema. A feature adds its tables in a file of its own here,
// exports it below and runs `npx drizzle-kit generate --name <what>` in packages/server.
export * from './audit';
export * from './auth';
export * from './availability';
export * from './catalogue';
export { LANGUAGES, type Language, type LocalizedText } from './columns';
export * from './guardianContacts';
export * from './healthRecordsLab';
export * from './invoices';
export * from './messaging';
export * from './occupationalCare';
export * from './outbox';
export * from './patients';
export * from './rateLimits';
export * from './reservations';
export * from './slots';
export * from './uploads';
export * from './visits';
