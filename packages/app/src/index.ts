export { App, type AppProps } from './App';
export { appRoutes } from './router/routes';
