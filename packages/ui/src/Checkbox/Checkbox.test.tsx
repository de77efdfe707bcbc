import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  describe('given an unchecked checkbox', () => {
    it('should check when its words are clicked', async () => {
      const onChange = vi.fn();
      render(<Checkbox onChange={onChange}>I accept the booking terms</Checkbox>);

      await userEvent.click(screen.getByText('I accept the booking terms'));

      expect(screen.getByRole('checkbox', { name: 'I accept the booking terms' })).toBeChecked();
      expect(onChange).toHaveBeenCalledWith(true);
    });

    it('should check from the keyboard with space', async () => {
      render(<Checkbox>I accept the booking terms</Checkbox>);

      await userEvent.tab();
      await userEvent.keyboard(' ');

      expect(screen.getByRole('checkbox', { name: 'I accept the booking terms' })).toBeChecked();
    });
  });

  describe('given a checked checkbox', () => {
    it('should uncheck when clicked', async () => {
      render(<Checkbox defaultSelected>I accept the booking terms</Checkbox>);
      const checkbox = screen.getByRole('checkbox', { name: 'I accept the booking terms' });

      await userEvent.click(checkbox);

      expect(checkbox).not.toBeChecked();
    });
  });

  describe('given an indeterminate checkbox', () => {
    it('should say it is mixed', () => {
      render(<Checkbox isIndeterminate>All appointments</Checkbox>);
      expect(screen.getByRole('checkbox', { name: 'All appointments' })).toBePartiallyChecked();
    });
  });

  describe('given an error message', () => {
    it('should be invalid and described by the message', () => {
      render(<Checkbox errorMessage="Accept the terms to book.">I accept the booking terms</Checkbox>);
      const checkbox = screen.getByRole('checkbox', { name: 'I accept the booking terms' });
      expect(checkbox).toBeInvalid();
      expect(checkbox).toHaveAccessibleDescription('Accept the terms to book.');
    });
  });

  describe('given no error message', () => {
    it('should be valid and have no description', () => {
      render(<Checkbox>I accept the booking terms</Checkbox>);
      const checkbox = screen.getByRole('checkbox', { name: 'I accept the booking terms' });
      expect(checkbox).toBeValid();
      expect(checkbox).not.toHaveAccessibleDescription();
    });
  });

  describe('given a disabled checkbox', () => {
    it('should ignore clicks', async () => {
      const onChange = vi.fn();
      render(
        <Checkbox isDisabled onChange={onChange}>
          I accept the booking terms
        </Checkbox>,
      );

      await userEvent.click(screen.getByText('I accept the booking terms'));

      expect(screen.getByRole('checkbox', { name: 'I accept the booking terms' })).toBeDisabled();
      expect(onChange).not.toHaveBeenCalled();
    });
  });
});
