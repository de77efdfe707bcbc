export { ImagingList, type ImagingListProps, type ImagingSectionState } from './ImagingList';
