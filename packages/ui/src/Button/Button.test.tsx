import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { buttonVariants } from './Button.css';

describe('Button', () => {
  describe('given an idle button', () => {
    it('should call onPress when clicked', async () => {
      const onPress = vi.fn();
      render(<Button onPress={onPress}>Log out</Button>);

      await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

      expect(onPress).toHaveBeenCalledOnce();
    });

    it('should call onPress from the keyboard', async () => {
      const onPress = vi.fn();
      render(<Button onPress={onPress}>Log out</Button>);

      await userEvent.tab();
      await userEvent.keyboard('{Enter}');

      expect(onPress).toHaveBeenCalledOnce();
    });

    it('should not carry data-busy', () => {
      render(<Button>Log out</Button>);
      expect(screen.getByRole('button', { name: 'Log out' })).not.toHaveAttribute('data-busy');
    });
  });

  describe('given a busy button with a busy label', () => {
    it('should show the busy label and carry data-busy', () => {
      render(
        <Button busy busyLabel="Logging out…">
          Log out
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Logging out…' });
      expect(button).toHaveAttribute('data-busy');
      expect(screen.queryByText('Log out')).not.toBeInTheDocument();
    });

    it('should ignore presses', async () => {
      const onPress = vi.fn();
      render(
        <Button busy busyLabel="Logging out…" onPress={onPress}>
          Log out
        </Button>,
      );

      await userEvent.click(screen.getByRole('button', { name: 'Logging out…' }));

      expect(onPress).not.toHaveBeenCalled();
    });
  });

  describe('given a focused button that turns busy and then goes away', () => {
    it('should leave no nameless picture for screen readers behind', async () => {
      const view = render(<Button busyLabel="Reserving…">Book</Button>);
      await userEvent.tab();
      view.rerender(
        <Button busy busyLabel="Reserving…">
          Book
        </Button>,
      );
      expect(screen.getByRole('button', { name: 'Reserving…' })).toHaveAttribute('aria-disabled', 'true');

      view.unmount();

      expect(document.querySelectorAll('[role="img"]')).toHaveLength(0);
    });
  });

  describe('given a busy button without a busy label', () => {
    it('should keep its words', () => {
      render(<Button busy>Save</Button>);
      expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('data-busy');
    });
  });

  describe('given a disabled button', () => {
    it('should ignore presses', async () => {
      const onPress = vi.fn();
      render(
        <Button isDisabled onPress={onPress}>
          Save
        </Button>,
      );

      await userEvent.click(screen.getByRole('button', { name: 'Save' }));

      expect(onPress).not.toHaveBeenCalled();
    });
  });

  it.each(buttonVariants)('given the %s variant, should render a button with its words', (variant) => {
    render(<Button variant={variant}>Continue</Button>);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeVisible();
  });
});
