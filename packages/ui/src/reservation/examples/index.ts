export * from './appointments';
