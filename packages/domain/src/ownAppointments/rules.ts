import type { LocationType, SelfCheckInStatus } from '../catalogue/appointment';
import { checkInOpensMinutesBefore } from '../catalogue/check-in';
import { type CancellationSettings, isCancellable } from '../reservation/cancellation';

const minuteMs = 60_000;

/** What the check-in rules read of a reservation. */
export interface CheckInFacts {
  readonly startAt: Date;
  readonly durationMinutes: number;
  readonly locationType: LocationType;
  readonly checkedInAt: Date | null;
  /** The provider cancelled the time: nobody checks in to it. */
  readonly providerCancelled: boolean;
}

/**
 * The self check-in status of a reservation at `now` (patient-area.md §3, §4, §9): checked in once
 * done; a remote, phone or video time has no arrival, so no check-in; before the opening 30 minutes
 * it is too early; from then until the end of the time it is allowed; afterwards not available.
 */
export function selfCheckInStatusAt(facts: CheckInFacts, now: Date): SelfCheckInStatus {
  if (facts.checkedInAt !== null) return 'checkedIn';
  if (facts.providerCancelled) return 'statusNotAvailable';
  if (facts.locationType !== 'physicalLocation') return 'onlyAtReception';
  const start = facts.startAt.getTime();
  const end = start + facts.durationMinutes * minuteMs;
  if (now.getTime() >= end) return 'statusNotAvailable';
  return now.getTime() < start - checkInOpensMinutesBefore * minuteMs ? 'tooEarly' : 'allowed';
}

/**
 * Whether the cancel button shows: the time is still ahead, not checked in and not cancelled by the
 * provider. Within the brand's cancellation deadline the button still shows, and pressing it says
 * at once that only a call cancels the time, with the hours and the customer service number
 * (patient-area.md §8; `nextAppointmentActions`), which is what a patient who must cancel late needs.
 */
export function mayCancelAt(
  facts: Pick<CheckInFacts, 'startAt' | 'checkedInAt' | 'providerCancelled'>,
  now: Date,
): boolean {
  return facts.checkedInAt === null && !facts.providerCancelled && now.getTime() < facts.startAt.getTime();
}

/**
 * What the appointment link says of cancelling (patient-area.md §2, §8): `logIn` while signing in
 * can cancel the time; `call` within the brand's deadline, when only customer service can; `none`
 * once there is nothing to cancel (checked in, cancelled by the clinic, begun).
 */
export const linkCancelOptions = ['logIn', 'call', 'none'] as const;
/** One of {@link linkCancelOptions}. */
export type LinkCancelOption = (typeof linkCancelOptions)[number];

/** The link's cancel option of a reservation at `now`. */
export function linkCancelOptionAt(
  facts: Pick<CheckInFacts, 'startAt' | 'checkedInAt' | 'providerCancelled'>,
  now: Date,
  settings: CancellationSettings,
): LinkCancelOption {
  if (!mayCancelAt(facts, now)) return 'none';
  return isCancellable(facts.startAt, now, settings) ? 'logIn' : 'call';
}

/** A reservation is in the future list until its time has ended. */
export function isUpcoming(facts: Pick<CheckInFacts, 'startAt' | 'durationMinutes'>, now: Date): boolean {
  return facts.startAt.getTime() + facts.durationMinutes * minuteMs > now.getTime();
}

/**
 * The fixed Finnish words the reason for a visit is saved after (patient-area.md §7): the clinic's
 * staff read it in the patient record as the customer's own words.
 */
export const arrivalReasonPrefix = 'Asiakkaan itse kirjoittama saapumissyy: ';

/** The text the reason is saved as: the prefix and the trimmed reason. */
export function arrivalReasonText(reason: string): string {
  return `${arrivalReasonPrefix}${reason.trim()}`;
}

/** The reason as the patient wrote it, from the saved text. */
export function arrivalReasonOf(saved: string | null): string | null {
  if (saved === null) return null;
  return saved.startsWith(arrivalReasonPrefix) ? saved.slice(arrivalReasonPrefix.length) : saved;
}

/** The most appointments one address names (`/fi/varaus/1,2,3`). */
export const maxAppointmentIds = 10;

/**
 * The maps-service link of a clinic by street and address (patient-area.md §2): a search of
 * the street, postal code and post office.
 */
export function mapsHref(address: { street: string; postalCode: string; postOffice: string }): string {
  const query = `${address.street}, ${address.postalCode} ${address.postOffice}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
