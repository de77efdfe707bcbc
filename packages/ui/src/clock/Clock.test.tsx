import { formatDate } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClockProvider, useNow } from './Clock';

function Today() {
  return <p>{formatDate(useNow())}</p>;
}

describe('useNow', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('given a clock provider', () => {
    it('should show the fixed instant in Helsinki time, whatever the real time', () => {
      vi.useFakeTimers({ now: new Date('2030-01-01T12:00:00Z'), toFake: ['Date'] });
      render(
        <ClockProvider now={new Date('2026-11-16T08:00:00Z')}>
          <Today />
        </ClockProvider>,
      );
      expect(screen.getByText('16.11.2026')).toBeInTheDocument();
    });
  });

  describe('given no provider', () => {
    it('should show the real time', () => {
      vi.useFakeTimers({ now: new Date('2030-01-01T12:00:00Z'), toFake: ['Date'] });
      render(<Today />);
      expect(screen.getByText('1.1.2030')).toBeInTheDocument();
    });
  });
});
