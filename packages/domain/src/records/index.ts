export * from './imaging';
export * from './laboratory';
export * from './questionnaires';
export {
  maxRecordListLength,
  type RecordPractitioner,
  type ReferralWire,
  recordDay,
  recordPractitioner,
  recordQuery,
  referralWire,
} from './shared';
export * from './vaccinations';
