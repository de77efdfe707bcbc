import type { ComponentType } from 'react';
import { lazyPage } from '../../router/lazyPage';
import type { ShownPage } from '../../router/resolvePage';

/** My information: contact details, guardians, permissions, SMS login, the Kela card and the access log. */
export const myInformationPages: Partial<Record<ShownPage, ComponentType>> = {
  myInformation: lazyPage(
    () => import('./MyInformationPage'),
    (module) => module.MyInformationPage,
  ),
};
