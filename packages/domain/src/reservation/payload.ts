import type { AnonymousFormValue } from './anonymous-form';

/** The body of `POST /api/anon/reserve-appointment` (booking.md §3, §7). */
export interface AnonymousReservePayload {
  readonly internalOrganization: string;
  readonly appointmentId: number;
  readonly emailAddress: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly ssn: string;
}

/** The body of `POST /api/reserve-appointment` (booking.md §3 "Reserve request payload"). */
export interface ReservePayload {
  readonly internalOrganization: string;
  readonly appointmentId: number;
  /** Date plus the customer-declared insurer, written from the dictionaries; insurance bookings only. */
  readonly description?: string;
  readonly emailAddress: string;
  readonly phone: string;
  /** The insurer's payment-type concept, when an insurer was picked. */
  readonly conceptCode?: string;
  /** The content hash of the chosen partner-insurer direct-billing permit. */
  readonly dcpContentHash?: string;
  /** The policy id of an OP insurer company insurance. */
  readonly pohjolaPolicyId?: string;
}

/** Where the reservation is made: the brand's organisation (`aava` for the general brand). */
export interface ReservationTarget {
  readonly internalOrganization: string;
  readonly appointmentId: number;
}

/** The anonymous reservation body from a checked form. */
export function anonymousReservePayload(
  value: AnonymousFormValue,
  target: ReservationTarget,
): AnonymousReservePayload {
  return { ...target, ...value };
}

/** What the signed-in booking page adds to its checked contact details. */
export interface ReserveExtras {
  readonly description?: string | undefined;
  readonly conceptCode?: string | undefined;
  readonly dcpContentHash?: string | undefined;
  readonly pohjolaPolicyId?: string | undefined;
}

/** The signed-in reservation body; extras that are absent are left out, not sent empty. */
export function reservePayload(
  contact: { readonly emailAddress: string; readonly phoneNumber: string },
  target: ReservationTarget,
  extras: ReserveExtras = {},
): ReservePayload {
  const present = Object.fromEntries(
    Object.entries(extras).filter(([, value]) => value !== undefined && value !== ''),
  ) as ReserveExtras;
  return {
    ...target,
    emailAddress: contact.emailAddress,
    phone: contact.phoneNumber,
    ...present,
  } as ReservePayload;
}
