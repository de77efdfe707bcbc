import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../Toast';
import { SessionWarning } from './SessionWarning';

const ninety = 'Save pending changes. Your session will expire in 90 seconds.';
const thirty = 'Save pending changes. Your session will expire in 30 seconds.';

function Page({ message, onContinue }: { message: string | null; onContinue?: () => void }) {
  return (
    <ToastProvider label="Notifications">
      <SessionWarning
        message={message}
        action={onContinue ? { label: 'Continue', onPress: onContinue } : null}
      />
    </ToastProvider>
  );
}

describe('SessionWarning', () => {
  describe('given no warning', () => {
    it('should show nothing', () => {
      render(<Page message={null} />);
      expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    });
  });

  describe('given the 90-second warning', () => {
    it('should show it in the notifications landmark, as an alert', async () => {
      render(<Page message={ninety} />);

      const region = await screen.findByRole('region', { name: 'Notifications' });
      expect(within(region).getByRole('alert')).toHaveTextContent(ninety);
    });

    it('should close with its close button', async () => {
      render(<Page message={ninety} />);
      const region = await screen.findByRole('region', { name: 'Notifications' });

      await userEvent.click(within(region).getByRole('button'));

      expect(screen.queryByText(ninety)).not.toBeInTheDocument();
    });
  });

  describe('given the 30-second warning after the 90-second one', () => {
    it('should replace it', async () => {
      const { rerender } = render(<Page message={ninety} />);
      await screen.findByText(ninety);

      rerender(<Page message={thirty} />);

      expect(await screen.findByText(thirty)).toBeVisible();
      expect(screen.queryByText(ninety)).not.toBeInTheDocument();
    });
  });

  describe('given the warning taken away', () => {
    it('should remove the toast', async () => {
      const { rerender } = render(<Page message={thirty} />);
      await screen.findByText(thirty);

      rerender(<Page message={null} />);

      expect(screen.queryByText(thirty)).not.toBeInTheDocument();
    });
  });

  describe('given a warning with Continue', () => {
    it('should call it when pressed, and stay until the owner takes the warning away', async () => {
      const onContinue = vi.fn();
      const { rerender } = render(<Page message={ninety} onContinue={onContinue} />);
      const region = await screen.findByRole('region', { name: 'Notifications' });

      await userEvent.click(within(region).getByRole('button', { name: 'Continue' }));

      expect(onContinue).toHaveBeenCalledOnce();
      expect(screen.getByText(ninety)).toBeVisible();
      rerender(<Page message={null} onContinue={onContinue} />);
      expect(screen.queryByText(ninety)).not.toBeInTheDocument();
    });

    it('should show the toast once however often the page draws a new handler', async () => {
      const { rerender } = render(<Page message={ninety} onContinue={() => {}} />);
      await screen.findByText(ninety);

      rerender(<Page message={ninety} onContinue={() => {}} />);

      expect(screen.getAllByText(ninety)).toHaveLength(1);
    });
  });
});
