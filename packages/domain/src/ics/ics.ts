/** One appointment as a calendar event (RFC 5545). */
export interface CalendarEvent {
  /** Stable over downloads, so a second download updates the same event instead of adding one. */
  readonly uid: string;
  readonly start: Date;
  readonly durationMinutes: number;
  readonly summary: string;
  readonly location?: string | undefined;
  readonly description?: string | undefined;
  /** When the file was made (DTSTAMP). */
  readonly createdAt: Date;
}

const productId = '-//Patient portal//Appointment booking//EN';
const crlf = '\r\n';
const maxLineOctets = 75;

/** UTC date-time as iCalendar writes it: `YYYYMMDDTHHMMSSZ`. UTC needs no VTIMEZONE block. */
function utcStamp(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** Backslash, semicolon, comma and line breaks are escaped in TEXT values (RFC 5545 §3.3.11). */
function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): continuation lines start with one space.
 * Counts UTF-8 octets and never splits a character, since Finnish and Swedish words carry ä and ö.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line may hold 75 octets; a continuation holds 74 after its leading space.
    const limit = parts.length === 0 ? maxLineOctets : maxLineOctets - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${crlf} `);
}

/** The event as an iCalendar file (`text/calendar`), with CRLF line ends. */
export function appointmentIcs(event: CalendarEvent): string {
  const end = new Date(event.start.getTime() + event.durationMinutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(event.createdAt)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(crlf) + crlf;
}

/** A file name for the download, unique per appointment and safe on every file system. */
export function icsFileName(appointmentId: string): string {
  return `appointment-${appointmentId.replace(/[^A-Za-z0-9-]/g, '')}.ics`;
}
