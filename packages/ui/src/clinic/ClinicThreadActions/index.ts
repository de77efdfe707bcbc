export {
  type ClinicThreadActionStatus,
  ClinicThreadActions,
  type ClinicThreadActionsProps,
} from './ClinicThreadActions';
