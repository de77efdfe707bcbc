export * from './consent';
export * from './customer';
