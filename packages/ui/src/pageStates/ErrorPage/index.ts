export * from './ErrorPage';
