import type { ComponentType } from 'react';
import type { ShownPage } from '../../router/resolvePage';
import {
  AnonymousListPage,
  InsuranceListPage,
  Kela65ListPage,
  OccupationalListPage,
  PrivateListPage,
} from './ListPages';
import { VisitTypeLandingPage } from './VisitTypeLandingPage';

/** The pages of appointment search: the visit-type landing and the list of each customer type. */
export const searchPages: Partial<Record<ShownPage, ComponentType>> = {
  visitTypeLanding: VisitTypeLandingPage,
  privateList: PrivateListPage,
  insuranceList: InsuranceListPage,
  kela65List: Kela65ListPage,
  occupationalList: OccupationalListPage,
  anonymousAvailable: AnonymousListPage,
};
