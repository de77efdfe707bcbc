export * from './benefits';
export * from './membership';
