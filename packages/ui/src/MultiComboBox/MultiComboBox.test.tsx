import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SelectOption } from '../Select';
import { MultiComboBox } from './MultiComboBox';

const clinics: SelectOption[] = [
  { value: 'kamppi', label: 'Helsinki Kamppi' },
  { value: 'itis', label: 'Helsinki Itis' },
  { value: 'tapiola', label: 'Espoo Tapiola' },
];

function Controlled({
  initial = [],
  onChange,
}: {
  initial?: string[];
  onChange?: (value: string[]) => void;
}) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <MultiComboBox
      label="Clinic"
      options={clinics}
      value={value}
      placeholder="All clinics"
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const chosenNames = () =>
  within(screen.getByRole('grid', { name: 'Clinic' }))
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('MultiComboBox', () => {
  describe('given nothing chosen', () => {
    it('should show the placeholder and no list of chosen values', () => {
      render(<Controlled />);
      expect(screen.getByRole('combobox', { name: 'Clinic' })).toHaveAttribute('placeholder', 'All clinics');
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    });
  });

  describe('when a person clicks the field itself', () => {
    it('should open the list of every clinic', async () => {
      render(<Controlled />);
      await userEvent.click(screen.getByRole('combobox', { name: 'Clinic' }));
      const listed = within(await screen.findByRole('listbox')).getAllByRole('option');
      expect(listed.map((option) => option.textContent)).toEqual(clinics.map((clinic) => clinic.label));
    });
  });

  describe('when a person chooses two clinics', () => {
    it('should keep both, in the order chosen, with the list still open', async () => {
      const onChange = vi.fn();
      render(<Controlled onChange={onChange} />);
      const box = screen.getByRole('combobox', { name: 'Clinic' });

      await userEvent.type(box, 'esp');
      await userEvent.click(await screen.findByRole('option', { name: 'Espoo Tapiola' }));
      await userEvent.clear(box);
      await userEvent.type(box, 'kamp');
      await userEvent.click(await screen.findByRole('option', { name: 'Helsinki Kamppi' }));

      expect(onChange).toHaveBeenLastCalledWith(['tapiola', 'kamppi']);
      expect(screen.getByRole('option', { name: 'Helsinki Kamppi' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      // The open list hides the rest of the page from assistive technology; Escape closes it.
      await userEvent.keyboard('{Escape}');
      expect(chosenNames()).toEqual(['Espoo Tapiola', 'Helsinki Kamppi']);
    });

    it('should take a clinic away when it is chosen again in the list', async () => {
      const onChange = vi.fn();
      render(<Controlled initial={['tapiola', 'kamppi']} onChange={onChange} />);

      await userEvent.click(screen.getByRole('button', { name: /Show suggestions|Clinic/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Espoo Tapiola' }));

      expect(onChange).toHaveBeenLastCalledWith(['kamppi']);
    });
  });

  describe('given two chosen clinics', () => {
    it('should remove one with its remove button', async () => {
      const onChange = vi.fn();
      render(<Controlled initial={['tapiola', 'kamppi']} onChange={onChange} />);

      const row = within(screen.getByRole('grid', { name: 'Clinic' })).getByRole('row', {
        name: /Espoo Tapiola/,
      });
      await userEvent.click(within(row).getByRole('button', { name: /Remove/ }));

      expect(onChange).toHaveBeenLastCalledWith(['kamppi']);
      expect(chosenNames()).toEqual(['Helsinki Kamppi']);
    });

    it('should show a value the options do not know by the value itself', () => {
      render(<MultiComboBox label="Clinic" options={clinics} value={['kamppi', 'OULU9']} />);
      expect(chosenNames()).toEqual(['Helsinki Kamppi', 'OULU9']);
    });
  });

  describe('given a disabled field', () => {
    it('should show the chosen values without remove buttons', () => {
      render(<MultiComboBox label="Specialty" options={clinics} value={['itis']} isDisabled />);
      expect(screen.getByRole('combobox', { name: 'Specialty' })).toBeDisabled();
      expect(within(screen.getByRole('grid', { name: 'Specialty' })).getByRole('row')).toHaveTextContent(
        'Helsinki Itis',
      );
      expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    });
  });
});
