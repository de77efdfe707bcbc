export { isRenewalComplete, type MissingAnswer, missingRenewalAnswers } from './completeness';
export {
  type RenewalMedicine,
  type RenewalThread,
  renewalMessageContent,
  renewalMessageWords,
  renewalSeparator,
  renewalThread,
} from './message';
export {
  emptyRenewalAnswers,
  type GeneralQuestion,
  generalQuestions,
  isFollowUpShown,
  type PrescriptionTextQuestion,
  prescriptionTextQuestions,
  type YesNoQuestion,
  yesNoQuestions,
} from './questions';
export {
  canRenewPrescriptions,
  isAllSelected,
  isRenewalEditable,
  nextRenewalState,
  type RenewalEvent,
  renewableIds,
  toggleAllRenewable,
  toggleRenewalSelection,
} from './selection';
export {
  maxListedPrescriptions,
  maxRenewalAnswerLength,
  maxRenewalPrescriptions,
  type Prescription,
  type PrescriptionAnswers,
  type PrescriptionsAnswer,
  prescription,
  prescriptionAnswers,
  prescriptionsAnswer,
  type RenewalAnswer,
  type RenewalAnswers,
  type RenewalAvailability,
  type RenewalRequest,
  renewalAnswer,
  renewalAnswers,
  renewalAvailabilities,
  renewalRequest,
} from './wire';
