import { type ReservationDetails, reservationDetails } from '@portal/domain';
import { z } from 'zod/mini';

// Kept for the browser tab only: Back or a reload after a reservation finds the person's own booking,
// where the server, rightly, answers that the time is no longer free.
const storageKey = 'portal.justReserved';
const stored = z.record(z.string(), reservationDetails);

function read(): Record<string, ReservationDetails> {
  try {
    const parsed = stored.safeParse(JSON.parse(window.sessionStorage.getItem(storageKey) ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

function write(all: Record<string, ReservationDetails>): void {
  try {
    window.sessionStorage.setItem(storageKey, JSON.stringify(all));
  } catch {
    // A browser that keeps nothing (private mode, storage full) shows 'no longer available' instead.
  }
}

/** Remembers a reservation made in this tab, by its appointment id. */
export function rememberReserved(details: ReservationDetails): void {
  write({ ...read(), [details.appointment.id]: details });
}

/** The reservation made in this tab of the appointment `id`, or `null`. */
export function reservedDetails(id: number | null): ReservationDetails | null {
  return id === null ? null : (read()[id] ?? null);
}

/** Forgets the reservation of the appointment `id` (it was cancelled: the time is free again). */
export function forgetReserved(id: number): void {
  const { [id]: _cancelled, ...rest } = read();
  write(rest);
}
