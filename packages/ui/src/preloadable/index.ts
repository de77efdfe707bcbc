export { type Preloadable, preloadAll, preloadable } from './preloadable';
