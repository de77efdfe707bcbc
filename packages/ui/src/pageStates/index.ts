/** The states every page may be in: loading, not found, failed; and the frame of a list page. */
export * from './ErrorPage';
export * from './ListPageView';
export * from './NotFoundView';
export * from './PageLoading';
