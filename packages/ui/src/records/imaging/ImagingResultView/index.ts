export {
  ImagingResultView,
  type ImagingResultViewProps,
  type ImagingResultViewState,
} from './ImagingResultView';
