import type { ComponentType } from 'react';
import { lazyPage } from '../../router/lazyPage';
import type { ShownPage } from '../../router/resolvePage';

/** Acting for a child: the transaction path and choosing the child after identification. */
export const actingForChildPages: Partial<Record<ShownPage, ComponentType>> = {
  transactionPath: lazyPage(
    () => import('./TransactionPathPage'),
    (module) => module.TransactionPathPage,
  ),
  chooseChild: lazyPage(
    () => import('./ChildChoicePage'),
    (module) => module.ChildChoicePage,
  ),
};
