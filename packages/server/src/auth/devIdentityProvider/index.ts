export * from './interactions';
export * from './page';
export * from './provider';
