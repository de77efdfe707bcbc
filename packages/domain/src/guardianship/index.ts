export {
  ageOfMajority,
  mandateInfoUrl,
  maxAgeActedFor,
  mayActFor,
  type TransactionPath,
  transactionPathError,
  transactionPathErrorToastMs,
  transactionPaths,
} from './rules';
export {
  type ActingFor,
  actForRequest,
  actingForAnswer,
  actingForWire,
  type ChildRegistrationRequest,
  childRegistrationRequest,
  type WardsAnswer,
  type WardWire,
  wardsAnswer,
  wardWire,
} from './wire';
