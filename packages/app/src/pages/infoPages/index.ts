import type { ComponentType } from 'react';
import { lazyPage } from '../../router/lazyPage';
import type { ShownPage } from '../../router/resolvePage';

/** The information pages: terms of use, help, the chat notice and the accessibility statement. */
export const infoPages: Partial<Record<ShownPage, ComponentType>> = {
  eula: lazyPage(
    () => import('./TermsPage'),
    (module) => module.TermsPage,
  ),
  help: lazyPage(
    () => import('./HelpPage'),
    (module) => module.HelpPage,
  ),
  chatNotice: lazyPage(
    () => import('./ChatNoticePage'),
    (module) => module.ChatNoticePage,
  ),
  accessibility: lazyPage(
    () => import('./AccessibilityPage'),
    (module) => module.AccessibilityPage,
  ),
};
