import { describe, expect, it } from 'vitest';
import { canSendInThread, isThreadRead, newThreadBlock } from './messaging';

const t = (hhmm: string) => new Date(`2025-10-27T${hhmm}:00Z`);

describe('isThreadRead', () => {
  const thread = {
    messageTimes: [t('09:00'), t('10:00')],
    assignment: { assigneeId: 'nurse', assignedAt: t('11:00') },
    professionalsTimestamp: null,
    readStatus: [
      { userId: 'maija', readAt: t('10:00') },
      { userId: 'nurse', readAt: t('10:30') },
    ],
  };

  it('should count a read at the newest message as read', () => {
    expect(isThreadRead(thread, 'maija')).toBe(true);
  });

  it('should count a later assignment only for the assignee', () => {
    expect(isThreadRead(thread, 'nurse')).toBe(false);
    expect(
      isThreadRead({ ...thread, assignment: { assigneeId: 'doctor', assignedAt: t('11:00') } }, 'nurse'),
    ).toBe(true);
  });

  it('should count a later professionals timestamp for everyone', () => {
    expect(isThreadRead({ ...thread, professionalsTimestamp: t('10:15') }, 'maija')).toBe(false);
  });

  it('should treat a user without a read record as not having read', () => {
    expect(isThreadRead(thread, 'eetu')).toBe(false);
  });

  it('should treat an empty thread as read', () => {
    expect(isThreadRead({ ...thread, messageTimes: [], readStatus: [] }, 'eetu')).toBe(true);
  });
});

describe('newThreadBlock', () => {
  it.each([
    ['Resepti', 'Hei', false, null],
    ['  ', 'Hei', false, 'subjectMissing'],
    ['Resepti', ' \n', false, 'messageMissing'],
    ['x'.repeat(70), 'Hei', false, null],
    ['x'.repeat(71), 'Hei', false, 'subjectTooLong'],
    ['Resepti', 'Hei', true, 'sending'],
  ])(
    'given subject %j and message %j (sending %s) should answer %j',
    (subject, message, sending, expected) => {
      expect(newThreadBlock(subject, message, sending)).toBe(expected);
    },
  );
});

describe('canSendInThread', () => {
  it.each([
    ['Kiitos', 0, false, true],
    ['  ', 0, false, false],
    ['  ', 1, false, true],
    ['Kiitos', 0, true, false],
  ])('given %j with %i attachments (sending %s) should answer %s', (text, attachments, sending, expected) => {
    expect(canSendInThread(text, attachments, sending)).toBe(expected);
  });
});
