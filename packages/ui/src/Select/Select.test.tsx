import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select, type SelectOption } from './Select';

const specialties: SelectOption<'gp' | 'nurse' | 'physio'>[] = [
  { value: 'gp', label: 'General practitioner' },
  { value: 'nurse', label: 'Nurse' },
  { value: 'physio', label: 'Physiotherapist', isDisabled: true },
];

describe('Select', () => {
  describe('given nothing chosen', () => {
    it('should show the placeholder in a button named by the label', () => {
      render(<Select label="Specialty" options={specialties} placeholder="Choose" />);
      const button = screen.getByRole('button', { name: /Specialty/ });
      expect(button).toHaveTextContent('Choose');
    });

    it('should open the list by click and choose an option', async () => {
      const onChange = vi.fn();
      render(<Select label="Specialty" options={specialties} placeholder="Choose" onChange={onChange} />);

      await userEvent.click(screen.getByRole('button', { name: /Specialty/ }));
      const list = await screen.findByRole('listbox');
      await userEvent.click(within(list).getByRole('option', { name: 'Nurse' }));

      expect(onChange).toHaveBeenCalledWith('nurse');
      expect(screen.getByRole('button', { name: /Specialty/ })).toHaveTextContent('Nurse');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    });
  });

  describe('given a chosen value', () => {
    it('should show it and mark its option selected', async () => {
      render(<Select label="Specialty" options={specialties} defaultValue="gp" />);
      expect(screen.getByRole('button', { name: /Specialty/ })).toHaveTextContent('General practitioner');

      await userEvent.click(screen.getByRole('button', { name: /Specialty/ }));

      expect(await screen.findByRole('option', { name: 'General practitioner' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });
  });

  describe('given a disabled option', () => {
    it('should not choose it', async () => {
      const onChange = vi.fn();
      render(<Select label="Specialty" options={specialties} onChange={onChange} />);

      await userEvent.click(screen.getByRole('button', { name: /Specialty/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Physiotherapist' }));

      expect(onChange).not.toHaveBeenCalled();
    });
  });

  describe('given an error message', () => {
    it('should show the message and mark the field invalid', () => {
      render(<Select label="Specialty" options={specialties} errorMessage="Choose a specialty." />);
      expect(screen.getByText('Choose a specialty.')).toBeVisible();
      expect(screen.getByRole('button', { name: /Specialty/ }).closest('[data-invalid]')).not.toBeNull();
    });
  });
});
