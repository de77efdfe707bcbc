export {
  LaboratoryList,
  type LaboratoryListProps,
  type LaboratoryListState,
  ReferralList,
} from './LaboratoryList';
