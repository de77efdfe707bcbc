export { defaultFeatures } from './defaults';
export {
  type FeatureName,
  type Features,
  featureList,
  featureNames,
  featureSet,
  isFeatureName,
  kela65Available,
  kela65FirstDay,
} from './features';
