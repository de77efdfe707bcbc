/** The states every page may be in: loading, not found, failed. */
export * from './ErrorPage';
export * from './NotFoundView';
export * from './PageLoading';
