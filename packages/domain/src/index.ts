export * from './locale';
export * from './routes';
