export { ErrorPage, LoadingPage, PageLoading } from './ErrorPage';
