import type { ComponentType } from 'react';
import type { ShownPage } from '../../router/resolvePage';

/** The pages of reserving one time: signed in, anonymous, registration and patient data consent. */
export const reservationPages: Partial<Record<ShownPage, ComponentType>> = {};
