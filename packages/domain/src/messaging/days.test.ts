import { describe, expect, it } from 'vitest';
import { groupByHelsinkiDay } from './days';

describe('groupByHelsinkiDay', () => {
  it('should put a message after midnight Helsinki time on the next day, though UTC is still on the day before', () => {
    const messages = [
      { id: 1, created: '2026-11-23T21:30:00Z' },
      { id: 2, created: '2026-11-23T22:30:00Z' },
      { id: 3, created: '2026-11-24T08:00:00Z' },
    ];
    expect(groupByHelsinkiDay(messages)).toEqual([
      { day: '2026-11-23', messages: [messages[0]] },
      { day: '2026-11-24', messages: [messages[1], messages[2]] },
    ]);
  });

  it('should answer no groups for no messages', () => {
    expect(groupByHelsinkiDay([])).toEqual([]);
  });
});
