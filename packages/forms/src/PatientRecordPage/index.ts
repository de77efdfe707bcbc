export {
  type PatientRecordDone,
  PatientRecordPage,
  type PatientRecordPageId,
  type PatientRecordPageProps,
  type PatientRecordPageState,
  patientRecordPages,
} from './PatientRecordPage';
