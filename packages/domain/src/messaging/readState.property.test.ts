import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isThreadRead, type ThreadReadInput } from './messaging';

const users = ['maija', 'nurse', 'doctor'] as const;
const instant = fc
  .integer({ min: 0, max: 10_000 })
  .map((minute) => new Date(Date.UTC(2026, 10, 1) + minute * 60_000));
const user = fc.constantFrom(...users);

const thread: fc.Arbitrary<ThreadReadInput> = fc.record({
  messageTimes: fc.array(instant, { maxLength: 6 }),
  assignment: fc.option(fc.record({ assigneeId: user, assignedAt: instant }), { nil: null }),
  professionalsTimestamp: fc.option(instant, { nil: null }),
  readStatus: fc.array(fc.record({ userId: user, readAt: instant }), { maxLength: 4 }),
});

/** The rule of the specification, written as a list of conditions rather than a maximum. */
function readByRule(input: ThreadReadInput, userId: string): boolean {
  if (input.messageTimes.length === 0) return true;
  const reads = input.readStatus.filter((status) => status.userId === userId).map((s) => s.readAt.getTime());
  if (reads.length === 0) return false;
  const lastRead = Math.max(...reads);
  const atOrAfter = (time: Date) => lastRead >= time.getTime();
  return (
    input.messageTimes.every(atOrAfter) &&
    (input.assignment === null ||
      input.assignment.assigneeId !== userId ||
      atOrAfter(input.assignment.assignedAt)) &&
    (input.professionalsTimestamp === null || atOrAfter(input.professionalsTimestamp))
  );
}

describe('isThreadRead, for any thread', () => {
  it('should answer as the rule reads', () => {
    fc.assert(
      fc.property(thread, user, (input, userId) => isThreadRead(input, userId) === readByRule(input, userId)),
    );
  });

  it('should count a thread as read once the user reads it at its latest change', () => {
    fc.assert(
      fc.property(thread, user, (input, userId) => {
        const times = [
          ...input.messageTimes,
          ...(input.assignment ? [input.assignment.assignedAt] : []),
          ...(input.professionalsTimestamp ? [input.professionalsTimestamp] : []),
        ].map((time) => time.getTime());
        const readAt = new Date(Math.max(0, ...times));
        const opened = { ...input, readStatus: [...input.readStatus, { userId, readAt }] };
        expect(isThreadRead(opened, userId)).toBe(true);
      }),
    );
  });

  it('should make a thread unread for everyone by a message newer than all reads', () => {
    fc.assert(
      fc.property(thread, user, (input, userId) => {
        const newest = Math.max(0, ...input.readStatus.map((status) => status.readAt.getTime()));
        const answered = { ...input, messageTimes: [...input.messageTimes, new Date(newest + 60_000)] };
        expect(isThreadRead(answered, userId)).toBe(false);
      }),
    );
  });

  it('should not let an assignment to someone else change the answer', () => {
    fc.assert(
      fc.property(thread, user, instant, (input, userId, assignedAt) => {
        const other = users.find((candidate) => candidate !== userId) ?? 'nobody';
        const assigned = { ...input, assignment: { assigneeId: other, assignedAt } };
        expect(isThreadRead(assigned, userId)).toBe(isThreadRead({ ...input, assignment: null }, userId));
      }),
    );
  });
});
