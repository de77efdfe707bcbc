/** Customer types of the appointment lists and the visit-type landing (booking.md §3). */
export const customerTypes = ['private', 'occupational', 'insurance', 'kela65'] as const;
/** One of {@link customerTypes}. */
export type CustomerType = (typeof customerTypes)[number];

/** Health care types of the session; `private` is the default (booking.md §3). */
export const healthCareTypes = ['private', 'kela65', 'occupational', 'insurance'] as const;
/** One of {@link healthCareTypes}. */
export type HealthCareType = (typeof healthCareTypes)[number];
/** The health care type of a session that names none. */
export const defaultHealthCareType: HealthCareType = 'private';

/** Reservation user types (booking.md §3). */
export const reservationUserTypes = ['newCustomer', 'existingCustomer', 'occupationalCustomer'] as const;
/** One of {@link reservationUserTypes}. */
export type ReservationUserType = (typeof reservationUserTypes)[number];

/** Session scopes; `inAppBooking` is the booking view embedded in the mobile app. */
export const sessionScopes = ['default', 'inAppBooking'] as const;
/** One of {@link sessionScopes}. */
export type SessionScope = (typeof sessionScopes)[number];
