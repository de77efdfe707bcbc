export * from './NotFoundView';
