export { type ClinicQueueState, ClinicQueues, type ClinicQueuesProps } from './ClinicQueues';
