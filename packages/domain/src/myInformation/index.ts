export { type ConsentFormBoxes, consentFormReady } from './consent';
export {
  type DataAccessAction,
  type DataAccessActor,
  type DataAccessAnswer,
  type DataAccessEntry,
  type DataAccessTopic,
  dataAccessActionOf,
  dataAccessActions,
  dataAccessActorOf,
  dataAccessActors,
  dataAccessAnswer,
  dataAccessEntry,
  dataAccessPageSize,
  dataAccessQuery,
  dataAccessTopicOf,
  dataAccessTopics,
  maxDataAccessPage,
} from './dataAccess';
export {
  canAddGuardian,
  canRemoveGuardian,
  emptyGuardian,
  type GuardianField,
  type GuardiansAnswer,
  guardianErrorFields,
  guardianFields,
  guardiansAnswer,
  registerGuardianName,
  type StoredGuardian,
  storedGuardianWire,
  validateGuardians,
} from './guardians';
export {
  contactFieldsFor,
  contactFormFields,
  parseSaveAction,
  type SaveAction,
  saveAction,
  saveActionTarget,
} from './saveAction';
export {
  appointmentConsentHref,
  type MyInformationTab,
  myInformationHref,
  myInformationTabs,
  tabFromQuery,
  visibleTabs,
} from './tabs';
