export { type BuildArgs, buildPath } from './build';
export { type BuiltPageId, builtPages, builtPath, isBuilt } from './built';
export { followsInApp } from './in-app';
export { type MatchedPath, matchPath } from './match';
export { type ParamKind, type ParamValue, paramKinds } from './params';
export { buildQuery, type Query, type QueryValue } from './query';
export { isSameSitePath, sameSitePathMaxLength, sameSitePathOr } from './same-site-path';
export { switchLanguage } from './switch-language';
export {
  type NeedsParams,
  type PageId,
  type PageParams,
  type PagePaths,
  type PathPattern,
  pageIds,
  type RouteDef,
  routeTable,
} from './table';
