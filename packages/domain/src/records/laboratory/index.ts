export {
  isWithinReferenceRange,
  type RangeMarking,
  type ReferenceRange,
  type ResultPrefix,
  rangeMarking,
} from './range';
export { type LabReadiness, labReadiness } from './readiness';
export * from './wire';
