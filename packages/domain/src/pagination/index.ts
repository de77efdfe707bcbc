export { clampPage, nearbyPages, type PageListItem, pageCountOf, pageList } from './pagination';
