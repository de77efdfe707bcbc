import { type BrandId, brandConfig } from '../brand/brand';
import { type Features, featureSet } from './features';

/** The flags that are on for a brand unless configuration says otherwise. */
export function defaultFeatures(brand: BrandId): Features {
  return featureSet(brandConfig(brand).defaultFeatures);
}
