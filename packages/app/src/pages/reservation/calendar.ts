import { appointmentIcs, icsFileName, type ReservationDetails } from '@portal/domain';

/**
 * The confirmation's calendar file as a `data:` address: the appointment as an iCalendar event in
 * the page language's words (the specialty and practitioner), at the clinic or as a remote visit.
 */
export function calendarDownload(
  details: ReservationDetails,
  summary: string,
  location: string,
  now: Date,
): { href: string; fileName: string } {
  const { appointment } = details;
  const ics = appointmentIcs({
    uid: `reservation-${details.reservationId}@portal`,
    start: new Date(appointment.startDate),
    durationMinutes: appointment.durationMinutes,
    summary,
    location,
    createdAt: now,
  });
  return {
    href: `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`,
    fileName: icsFileName(String(details.reservationId)),
  };
}
