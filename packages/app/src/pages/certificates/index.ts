import type { ComponentType } from 'react';
import { lazyPage } from '../../router/lazyPage';
import type { ShownPage } from '../../router/resolvePage';

/** The certificates page (not in the children's brand, whose route table has no such page). */
export const certificatePages: Partial<Record<ShownPage, ComponentType>> = {
  certificates: lazyPage(
    () => import('./CertificatesPage'),
    (module) => module.CertificatesPage,
  ),
};
