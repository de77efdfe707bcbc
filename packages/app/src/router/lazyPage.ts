import { type ComponentType, lazy } from 'react';

/**
 * A page whose code loads when it is first shown: each feature becomes its own chunk, so the first
 * page a person opens does not wait for the code of every other page.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}
