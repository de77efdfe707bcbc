export {
  type BrandConfig,
  type BrandId,
  type BrandSettings,
  brandConfig,
  brandIds,
  defaultBrand,
  type Environment,
  environments,
  isBrandId,
  isEnvironment,
} from './brand';
export { type LogoBubble, logoBubbles } from './logoMark';
export {
  brandHasPage,
  eulaPath,
  isInfluenzaVaccination,
  landingVisitTypes,
  practitionerAvatar,
} from './rules';
export { type BrandUrls, brandHref } from './sites';
