import type { ComponentType } from 'react';
import { lazyPage } from '../../router/lazyPage';
import type { ShownPage } from '../../router/resolvePage';

/** The SMS code asked after identification. */
export const smsCodePages: Partial<Record<ShownPage, ComponentType>> = {
  smsCode: lazyPage(
    () => import('./SmsCodePage'),
    (module) => module.SmsCodePage,
  ),
};
