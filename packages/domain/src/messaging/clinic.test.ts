import { describe, expect, it } from 'vitest';
import { absencePeriodProblem, clinicPath, matchClinicPath } from './clinic';

describe('the clinic workspace addresses', () => {
  it.each([
    [{ view: 'queues', lang: 'fi', queue: 'assignedToMe' } as const, '/clinic/fi'],
    [{ view: 'queues', lang: 'en', queue: 'unassigned' } as const, '/clinic/en?queue=unassigned'],
    [{ view: 'thread', lang: 'sv', threadId: '42' } as const, '/clinic/sv/threads/42'],
  ])('given %o, should be %s and read back the same', (view, address) => {
    expect(clinicPath(view)).toBe(address);
    const [pathname = '', search = ''] = address.split('?');
    expect(matchClinicPath(pathname, search)).toEqual(view);
  });

  it('given the bare workspace address, should be the first queue in Finnish', () => {
    expect(matchClinicPath('/clinic')).toEqual({ view: 'queues', lang: 'fi', queue: 'assignedToMe' });
  });

  it.each([
    '/fi/viestit',
    '/clinic/de',
    '/clinic/fi/threads/abc',
    '/clinic/fi/threads/1/x',
    '/clinic/fi/other',
  ])('given %s, should not be a workspace view', (address) => {
    expect(matchClinicPath(address)).toBeNull();
  });

  it('given an unknown queue, should show the first', () => {
    expect(matchClinicPath('/clinic/en', '?queue=everyone')).toMatchObject({ queue: 'assignedToMe' });
  });
});

describe('an absence period', () => {
  const today = '2026-11-25';
  it.each([
    ['', '2026-11-26', 'startMissing'],
    ['2026-11-25', '', 'endMissing'],
    ['2026-11-27', '2026-11-26', 'endBeforeStart'],
    ['2026-11-20', '2026-11-24', 'endInPast'],
    ['2026-11-20', '2026-11-25', null],
    ['2026-11-25', '2026-11-25', null],
    ['2026-12-01', '2026-12-05', null],
  ])('from %s to %s, should be %s', (start, end, problem) => {
    expect(absencePeriodProblem(start, end, today)).toBe(problem);
  });
});
