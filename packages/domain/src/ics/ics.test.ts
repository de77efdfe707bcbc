import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appointmentIcs, foldLine, icsFileName } from './ics';

const event = {
  uid: 'appointment-4711@portal',
  start: new Date('2026-11-24T08:30:00Z'),
  durationMinutes: 30,
  summary: 'Yleislääkäri, Anna Lahtinen',
  location: 'Aava Kamppi, Helsinki',
  description: 'Peruutus viimeistään 24 h ennen; soita 0303 0303',
  createdAt: new Date('2026-11-22T06:00:00Z'),
};

/** Unfolds continuation lines as a calendar program reads them. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('appointmentIcs', () => {
  it('given an appointment, should write one event from its start to its end in UTC', () => {
    const lines = unfold(appointmentIcs(event)).split('\r\n');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('DTSTART:20261124T083000Z');
    expect(lines).toContain('DTEND:20261124T090000Z');
    expect(lines).toContain('DTSTAMP:20261122T060000Z');
    expect(lines).toContain('UID:appointment-4711@portal');
  });

  it('given commas and semicolons in the texts, should escape them', () => {
    const lines = unfold(appointmentIcs(event)).split('\r\n');
    expect(lines).toContain('LOCATION:Aava Kamppi\\, Helsinki');
    expect(lines).toContain('DESCRIPTION:Peruutus viimeistään 24 h ennen\\; soita 0303 0303');
  });

  it('given no location, should leave the property out', () => {
    expect(appointmentIcs({ ...event, location: undefined })).not.toContain('LOCATION');
  });

  it('should end every line with CRLF, the file included', () => {
    const ics = appointmentIcs(event);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('given any text, should fold to lines of at most 75 octets that unfold to the original', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const line = `DESCRIPTION:${text}`;
        const folded = foldLine(line);
        for (const part of folded.split('\r\n')) {
          expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
        }
        expect(folded.replace(/\r\n /g, '')).toBe(line);
      }),
    );
  });
});

describe('icsFileName', () => {
  it('given an id, should name an .ics file without path characters', () => {
    expect(icsFileName('4711')).toBe('appointment-4711.ics');
    expect(icsFileName('../x')).toBe('appointment-x.ics');
  });
});
