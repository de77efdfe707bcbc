import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ToastDuration, toastTimeout } from './durations';
import { type Toaster, ToastProvider, useToast } from './Toast';

let toaster: Toaster | undefined;

function CaptureToaster() {
  toaster = useToast();
  return null;
}

function renderProvider() {
  render(
    <ToastProvider label="Notifications">
      <CaptureToaster />
    </ToastProvider>,
  );
  if (toaster === undefined) throw new Error('no toaster');
  return toaster;
}

describe('toastTimeout', () => {
  it.each([
    ['default', 10_000],
    ['saved', 5_000],
    ['appointmentCancelled', 15_000],
    ['conversationClosed', 15_000],
    ['transactionPathError', 20_000],
    ['untilClosed', undefined],
  ] as const)('given %s, should stay %s ms', (duration: ToastDuration, expected) => {
    expect(toastTimeout(duration)).toBe(expected);
  });
});

describe('ToastProvider', () => {
  afterEach(() => {
    vi.useRealTimers();
    toaster = undefined;
  });

  describe('given a shown toast', () => {
    it('should show its title and text in the notifications region', () => {
      const { show } = renderProvider();

      act(() => {
        show({ title: 'Appointment canceled', text: 'We sent a confirmation.', tone: 'success' });
      });

      expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
      const toast = screen.getByRole('alertdialog', { name: 'Appointment canceled' });
      expect(toast).toHaveTextContent('We sent a confirmation.');
      expect(toast).toHaveAttribute('data-tone', 'success');
    });

    it('should close when its close button is pressed', async () => {
      const { show } = renderProvider();
      act(() => {
        show({ text: 'Changes saved' });
      });

      await userEvent.click(screen.getByRole('button'));

      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
  });

  describe.each([
    ['saved', 5_000],
    ['default', 10_000],
    ['appointmentCancelled', 15_000],
    ['transactionPathError', 20_000],
  ] as const)('given a %s toast', (duration, ms) => {
    it(`should stay ${ms} ms and then close itself`, () => {
      vi.useFakeTimers();
      const { show } = renderProvider();
      act(() => {
        show({ text: 'Message' }, duration);
      });

      act(() => {
        vi.advanceTimersByTime(ms - 1);
      });
      expect(screen.getByRole('alertdialog', { name: 'Message' })).toBeInTheDocument();

      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
  });

  describe('given a toast that stays until closed', () => {
    it('should still show after a minute', () => {
      vi.useFakeTimers();
      const { show } = renderProvider();
      act(() => {
        show({ text: 'Save pending changes.', tone: 'warning' }, 'untilClosed');
      });

      act(() => {
        vi.advanceTimersByTime(60_000);
      });

      expect(screen.getByRole('alertdialog', { name: 'Save pending changes.' })).toBeInTheDocument();
    });
  });

  describe('given four toasts at once', () => {
    it('should show three and keep the fourth waiting', () => {
      const { show } = renderProvider();
      act(() => {
        for (const text of ['One', 'Two', 'Three', 'Four']) show({ text });
      });
      expect(screen.getAllByRole('alertdialog')).toHaveLength(3);
    });
  });

  describe('given a toast closed by its key', () => {
    it('should disappear', () => {
      const { show, close } = renderProvider();
      let key = '';
      act(() => {
        key = show({ text: 'Changes saved' });
      });
      act(() => {
        close(key);
      });
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
  });

  it('given no provider, should say what is missing', () => {
    expect(() => render(<CaptureToaster />)).toThrow('useToast needs a ToastProvider above it');
  });
});
