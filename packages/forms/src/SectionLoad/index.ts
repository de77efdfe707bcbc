export { SectionLoad, type SectionLoadProps, type SectionLoadState } from './SectionLoad';
