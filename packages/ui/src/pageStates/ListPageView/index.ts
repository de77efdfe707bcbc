export * from './ListPageView';
