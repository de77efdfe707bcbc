export { ErrorPage, LoadingPage } from './ErrorPage';
