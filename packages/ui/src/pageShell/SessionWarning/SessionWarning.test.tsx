import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionWarning } from './SessionWarning';

const ninety = 'Save pending changes. Your session will expire in 90 seconds.';
const thirty = 'Save pending changes. Your session will expire in 30 seconds.';

function renderWarning(message: string | null) {
  return render(<SessionWarning message={message} regionLabel="Notifications" dismissLabel="Close" />);
}

describe('SessionWarning', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('given no warning', () => {
    it('should show nothing', () => {
      renderWarning(null);
      expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    });
  });

  describe('given the 90-second warning', () => {
    it('should show it in the notifications landmark, as an alert', async () => {
      renderWarning(ninety);

      const region = await screen.findByRole('region', { name: 'Notifications' });
      expect(within(region).getByRole('alert')).toHaveTextContent(ninety);
    });

    it('should close with its close button', async () => {
      renderWarning(ninety);

      await userEvent.click(await screen.findByRole('button', { name: 'Close' }));

      expect(screen.queryByText(ninety)).not.toBeInTheDocument();
    });

    it('should go away by itself after ten seconds', async () => {
      vi.useFakeTimers();
      renderWarning(ninety);
      expect(screen.getByText(ninety)).toBeInTheDocument();

      act(() => vi.advanceTimersByTime(9_900));
      expect(screen.getByText(ninety)).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(200));
      expect(screen.queryByText(ninety)).not.toBeInTheDocument();
    });
  });

  describe('given the 30-second warning after the 90-second one', () => {
    it('should replace it', async () => {
      const { rerender } = renderWarning(ninety);
      await screen.findByText(ninety);

      rerender(<SessionWarning message={thirty} regionLabel="Notifications" dismissLabel="Close" />);

      expect(await screen.findByText(thirty)).toBeVisible();
      expect(screen.queryByText(ninety)).not.toBeInTheDocument();
    });
  });

  describe('given the warning taken away', () => {
    it('should remove the toast', async () => {
      const { rerender } = renderWarning(thirty);
      await screen.findByText(thirty);

      rerender(<SessionWarning message={null} regionLabel="Notifications" dismissLabel="Close" />);

      expect(screen.queryByText(thirty)).not.toBeInTheDocument();
    });
  });
});
