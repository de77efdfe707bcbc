import type {
  AppointmentWire,
  ConceptStatus,
  InsuranceChoice,
  PatientConcept,
  ReserveExtras,
} from '@portal/domain';

/** What the insurance section tells the reservation page after every change. */
export interface InsuranceBookingReport {
  /** The insurer part of the Book button's rules. */
  readonly choice: InsuranceChoice;
  /** An insurer identification has not come to an end yet. */
  readonly identificationPending: boolean;
  /** Where the patient's concept for the chosen payment type stands. */
  readonly concept: ConceptStatus;
  /** What the reserve request carries for the insurer. */
  readonly extras: ReserveExtras;
}

export interface InsuranceBookingProps {
  readonly appointment: AppointmentWire;
  /** The signed-in patient's concepts, as the booking page read them. */
  readonly patientConcepts: readonly PatientConcept[];
  /** The patient (or the child booked for) is under 18. */
  readonly underage: boolean;
  readonly onChange: (report: InsuranceBookingReport) => void;
}

/**
 * The insurance section of an insurance booking (booking.md §2 item 7): the insurer choice, the
 * payment type and the insurers' identifications. Its panels are built in the insurance feature.
 */
export function InsuranceBooking(_props: InsuranceBookingProps) {
  return null;
}
