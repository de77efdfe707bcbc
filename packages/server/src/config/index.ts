export * from './config';
export * from './invoicing';
