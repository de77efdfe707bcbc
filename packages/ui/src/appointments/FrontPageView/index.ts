export { FrontPageView, type FrontPageViewProps, type FrontSectionState } from './FrontPageView';
