export {
  conceptAction,
  conceptCodeOf,
  conceptStatusAfterAdd,
  directReimbursementInsurerOf,
  insurerConceptCodes,
  isDirectReimbursementConcept,
  isOfferedInsurer,
  type OfferedInsurer,
  type PatientConcept,
} from './concepts';
export {
  type DirectCompensationPermit,
  initialPartnerInsurer,
  isUnderageCustomer,
  nextPartnerInsurer,
  type PartnerInsurerEvent,
  type PartnerInsurerState,
} from './partner';
export {
  applyPermitPath,
  confirmedPermit,
  type PartnerInsurerAction,
  partnerInsurerActions,
  partnerInsurerRequest,
  partnerInsurerResult,
  partnerInsurerStatus,
  partnerReturnParams,
  readPartnerReturn,
} from './partner-queries';
export {
  type CompanyInsurance,
  canVerifyPohjola,
  initialPohjola,
  nextPohjola,
  type PohjolaEvent,
  type PohjolaState,
  pohjolaStatus,
  showsPohjolaVerification,
} from './pohjola';
export {
  type PohjolaAction,
  type PohjolaRequest,
  pohjolaActions,
  pohjolaCheckPath,
  pohjolaCompanyCheckPath,
  pohjolaPolicyId,
  pohjolaRequest,
} from './pohjola-queries';
export {
  effectiveReimbursement,
  type InsuranceSection,
  type InsuranceSectionEvent,
  initialInsuranceSection,
  insuranceChoiceOf,
  insuranceReserveExtras,
  insurerIdentificationPending,
  nextInsuranceSection,
} from './section';
