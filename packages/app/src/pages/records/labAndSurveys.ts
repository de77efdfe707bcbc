import type { ComponentType } from 'react';
import { lazyPage } from '../../router/lazyPage';
import type { ShownPage } from '../../router/resolvePage';

/** The laboratory, imaging, vaccination and questionnaire pages, each a chunk of its own. */
export const labAndSurveyPages: Partial<Record<ShownPage, ComponentType>> = {
  laboratory: lazyPage(
    () => import('./laboratory/LaboratoryPage'),
    (module) => module.LaboratoryPage,
  ),
  laboratoryReferral: lazyPage(
    () => import('./laboratory/LaboratoryReferralPage'),
    (module) => module.ReferralPage,
  ),
  laboratoryResult: lazyPage(
    () => import('./laboratory/LaboratoryResultPage'),
    (module) => module.LaboratoryResultPage,
  ),
  imaging: lazyPage(
    () => import('./imaging/ImagingPage'),
    (module) => module.ImagingPage,
  ),
  imagingReferral: lazyPage(
    () => import('./laboratory/LaboratoryReferralPage'),
    (module) => module.ReferralPage,
  ),
  imagingResult: lazyPage(
    () => import('./imaging/ImagingResultPage'),
    (module) => module.ImagingResultPage,
  ),
  vaccinations: lazyPage(
    () => import('./vaccinations/VaccinationsPage'),
    (module) => module.VaccinationsPage,
  ),
  questionnaires: lazyPage(
    () => import('./questionnaires/QuestionnairesPage'),
    (module) => module.QuestionnairesPage,
  ),
  questionnaire: lazyPage(
    () => import('./questionnaires/QuestionnairePage'),
    (module) => module.QuestionnairePage,
  ),
};
