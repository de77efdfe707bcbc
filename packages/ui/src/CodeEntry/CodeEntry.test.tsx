import { render, screen } from '@testing-library/react';
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

/** A page that clears the boxes and marks them invalid after a rejected code, as the SMS page does. */
function RejectingPage() {
  const [digits, setDigits] = useState(['', '', '', '']);
  const [invalid, setInvalid] = useState(false);
  return (
    <CodeEntry
      label="SMS code"
      digitLabel={digitLabel}
      value={digits}
      onChange={setDigits}
      invalid={invalid}
      onComplete={() => {
        setDigits(['', '', '', '']);
        setInvalid(true);
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

    it('should return focus to the last box when it turns on with the digits kept', () => {
      const { rerender } = renderEntry({ value: ['1', '2', '3', '4'] });
      rerender(<CodeEntry label="SMS code" digitLabel={digitLabel} value={['1', '2', '3', '4']} invalid />);
      expect(box(4)).toHaveFocus();
    });

    it('should let a cleared code be typed again from the first box', async () => {
      render(<RejectingPage />);
      await userEvent.click(box(1));
      await userEvent.keyboard('1234');

      expect(box(1)).toHaveFocus();
      expect(box(4)).toHaveValue('');
      expect(box(1)).toHaveAttribute('aria-invalid', 'true');
      await userEvent.keyboard('5');
      expect(box(1)).toHaveValue('5');
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
