import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CodeEntry, type CodeEntryProps } from './CodeEntry';

const digitLabel = (position: number, total: number) => `Digit ${position} of ${total}`;
const box = (position: number) => screen.getByRole('textbox', { name: `Digit ${position} of 4` });

function renderEntry(props: Partial<CodeEntryProps> = {}) {
  const onComplete = vi.fn();
  const result = render(
    <CodeEntry label="SMS code" digitLabel={digitLabel} onComplete={onComplete} {...props} />,
  );
  return { onComplete, ...result };
}

/** A page whose server turns down the first code, as a wrong code is answered: busy, then invalid. */
function RejectingPage({ onComplete }: { onComplete: (code: string) => void }) {
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const [answered, setAnswered] = useState(0);
  return (
    <CodeEntry
      label="SMS code"
      digitLabel={digitLabel}
      invalid={invalid}
      busy={busy}
      onComplete={(code) => {
        onComplete(code);
        if (answered > 0) return;
        setBusy(true);
        // The answer arrives after the boxes turned read-only, as it does over the network.
        void Promise.resolve().then(() => {
          setBusy(false);
          setInvalid(true);
          setAnswered(1);
        });
      }}
    />
  );
}

describe('CodeEntry', () => {
  describe('given empty boxes', () => {
    it('should name the group and every box', () => {
      renderEntry();
      expect(screen.getByRole('group', { name: 'SMS code' })).toBeVisible();
      expect(screen.getAllByRole('textbox')).toHaveLength(4);
      expect(box(4)).toBeVisible();
    });

    it('should move focus to the next box after each digit', async () => {
      renderEntry();
      await userEvent.click(box(1));
      await userEvent.keyboard('1');
      expect(box(1)).toHaveValue('1');
      expect(box(2)).toHaveFocus();
    });

    it('should submit the code once all four boxes are filled', async () => {
      const { onComplete } = renderEntry();
      await userEvent.click(box(1));
      await userEvent.keyboard('1234');
      expect(onComplete).toHaveBeenCalledExactlyOnceWith('1234');
    });

    it('should not submit before the last box is filled', async () => {
      const { onComplete } = renderEntry();
      await userEvent.click(box(1));
      await userEvent.keyboard('123');
      expect(onComplete).not.toHaveBeenCalled();
    });

    it('should ignore letters', async () => {
      renderEntry();
      await userEvent.click(box(1));
      await userEvent.keyboard('a');
      expect(box(1)).toHaveValue('');
      expect(box(1)).toHaveFocus();
    });

    it('should fill every box from a pasted code and submit it', async () => {
      const { onComplete } = renderEntry();
      await userEvent.click(box(1));
      await userEvent.paste('12 34');
      expect(screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value)).toEqual([
        '1',
        '2',
        '3',
        '4',
      ]);
      expect(onComplete).toHaveBeenCalledExactlyOnceWith('1234');
    });

    it('should send a click on a later box to the first empty box', async () => {
      renderEntry();
      await userEvent.click(box(3));
      expect(box(1)).toHaveFocus();
    });
  });

  describe('given backspace', () => {
    it('should move back from an empty box without touching the previous digit', async () => {
      renderEntry();
      await userEvent.click(box(1));
      await userEvent.keyboard('12');
      expect(box(3)).toHaveFocus();

      await userEvent.keyboard('{Backspace}');

      expect(box(2)).toHaveFocus();
      expect(box(2)).toHaveValue('2');
    });

    it('should clear a filled box and then keep moving back', async () => {
      renderEntry();
      await userEvent.click(box(1));
      await userEvent.keyboard('12');

      await userEvent.keyboard('{Backspace}{Backspace}');
      expect(box(2)).toHaveValue('');
      expect(box(2)).toHaveFocus();

      await userEvent.keyboard('{Backspace}');
      expect(box(1)).toHaveFocus();
      expect(box(1)).toHaveValue('1');
    });
  });

  describe('given the invalid state', () => {
    it('should mark every box invalid', () => {
      renderEntry({ invalid: true, value: ['1', '2', '3', '4'] });
      for (const input of screen.getAllByRole('textbox')) {
        expect(input).toHaveAttribute('aria-invalid', 'true');
        expect(input).toHaveAttribute('data-invalid');
      }
    });
  });

  describe('given a code that was turned down', () => {
    async function typeWrongCode() {
      const onComplete = vi.fn();
      render(<RejectingPage onComplete={onComplete} />);
      await userEvent.click(box(1));
      await userEvent.keyboard('4444');
      await vi.waitFor(() => expect(box(1)).toHaveAttribute('aria-invalid', 'true'));
      return onComplete;
    }

    it('should empty every box and put focus on the first', async () => {
      await typeWrongCode();
      expect(screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value)).toEqual([
        '',
        '',
        '',
        '',
      ]);
      expect(document.activeElement).toBe(box(1));
    });

    it('should send the retyped code, not a mix with the old one', async () => {
      const onComplete = await typeWrongCode();
      await userEvent.keyboard('4333');
      expect(onComplete.mock.calls).toEqual([['4444'], ['4333']]);
    });

    it('should fill every box from a pasted code and send it once', async () => {
      const onComplete = await typeWrongCode();
      await userEvent.paste('4333');
      expect(screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value)).toEqual([
        '4',
        '3',
        '3',
        '3',
      ]);
      expect(onComplete.mock.calls).toEqual([['4444'], ['4333']]);
    });
  });

  describe('given the browser fills in a one-time code', () => {
    it('should offer the first box for it and spread the code over every box', () => {
      const { onComplete } = renderEntry();
      expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
      // Autofill writes the whole code into the box it is offered for.
      fireEvent.change(box(1), { target: { value: '4333' } });
      expect(screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value)).toEqual([
        '4',
        '3',
        '3',
        '3',
      ]);
      expect(onComplete).toHaveBeenCalledExactlyOnceWith('4333');
    });
  });

  describe('given the busy state', () => {
    it('should not let the digits change', async () => {
      renderEntry({ busy: true, value: ['1', '2', '3', '4'] });
      await userEvent.click(box(4));
      await userEvent.keyboard('9');
      expect(box(4)).toHaveValue('4');
      expect(screen.getByRole('group', { name: 'SMS code' })).toHaveAttribute('aria-busy', 'true');
    });
  });

  it('should point every box at its description', () => {
    renderEntry({ describedBy: 'code-error' });
    expect(box(2)).toHaveAttribute('aria-describedby', 'code-error');
  });
});
