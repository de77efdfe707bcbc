import type { ComponentType } from 'react';
import type { ShownPage } from '../../router/resolvePage';

/** The pages of appointment search: the visit-type landing and the list of each customer type. */
export const searchPages: Partial<Record<ShownPage, ComponentType>> = {};
