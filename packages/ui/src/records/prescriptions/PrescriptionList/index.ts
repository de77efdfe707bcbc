export {
  medicineTitle,
  PrescriptionList,
  type PrescriptionListProps,
  type PrescriptionListState,
} from './PrescriptionList';
