/** The patient's prescriptions: the list with its basket, and the renewal form. */

export * from './PrescriptionList';
export * from './RenewalForm';
