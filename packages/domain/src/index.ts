export * from './brand';
export * from './catalogue';
export * from './features';
export * from './locale';
export * from './menu';
export * from './routes';
