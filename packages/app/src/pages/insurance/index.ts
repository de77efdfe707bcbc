import type { ComponentType } from 'react';
import type { ShownPage } from '../../router/resolvePage';

/** The pages of insurance booking that are not part of the reservation page: the partner landing. */
export const insurancePages: Partial<Record<ShownPage, ComponentType>> = {};
