import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';

/** A log-out button that asks first, as the page header does. */
function LogOut({ onConfirm, busy = false }: { onConfirm: () => void; busy?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Log out</Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Log out?"
        text="Are you sure you want to log out?"
        confirmLabel="Yes, log out"
        cancelLabel="Cancel"
        onConfirm={onConfirm}
        busy={busy}
        busyLabel="Logging out…"
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  describe('given a closed dialog', () => {
    it('should show nothing', () => {
      render(<LogOut onConfirm={vi.fn()} />);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('given the dialog opened', () => {
    it('should show a dialog named by its title and described by its text', async () => {
      render(<LogOut onConfirm={vi.fn()} />);
      await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

      const dialog = screen.getByRole('dialog', { name: 'Log out?' });
      expect(dialog).toHaveAccessibleDescription('Are you sure you want to log out?');
    });

    it('should call onConfirm when confirmed', async () => {
      const onConfirm = vi.fn();
      render(<LogOut onConfirm={onConfirm} />);
      await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

      await userEvent.click(screen.getByRole('button', { name: 'Yes, log out' }));

      expect(onConfirm).toHaveBeenCalledOnce();
    });

    it('should close without confirming when cancelled', async () => {
      const onConfirm = vi.fn();
      render(<LogOut onConfirm={onConfirm} />);
      await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(onConfirm).not.toHaveBeenCalled();
    });

    it('should close on Escape and give focus back to the opening button', async () => {
      render(<LogOut onConfirm={vi.fn()} />);
      await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

      await userEvent.keyboard('{Escape}');

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Log out' })).toHaveFocus();
    });
  });

  describe('given the confirmed action running', () => {
    it('should show the busy words and stay open on Escape', async () => {
      render(<LogOut onConfirm={vi.fn()} busy />);
      await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

      await userEvent.keyboard('{Escape}');

      expect(screen.getByRole('dialog', { name: 'Log out?' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Logging out…' })).toHaveAttribute('data-busy');
    });
  });
});
