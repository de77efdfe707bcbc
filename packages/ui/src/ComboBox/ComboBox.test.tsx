import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SelectOption } from '../Select';
import { ComboBox } from './ComboBox';

const clinics: SelectOption[] = [
  { value: 'kamppi', label: 'Helsinki Kamppi' },
  { value: 'itis', label: 'Helsinki Itis' },
  { value: 'tapiola', label: 'Espoo Tapiola' },
  { value: 'tikkurila', label: 'Vantaa Tikkurila' },
];

describe('ComboBox', () => {
  describe('given typed text', () => {
    it('should list only the choices that contain it', async () => {
      render(<ComboBox label="Clinic" options={clinics} />);

      await userEvent.type(screen.getByRole('combobox', { name: 'Clinic' }), 'hel');

      const list = await screen.findByRole('listbox');
      expect(
        within(list)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Helsinki Kamppi', 'Helsinki Itis']);
    });

    it('should choose a listed clinic and fill the box with its name', async () => {
      const onChange = vi.fn();
      render(<ComboBox label="Clinic" options={clinics} onChange={onChange} />);
      const box = screen.getByRole('combobox', { name: 'Clinic' });

      await userEvent.type(box, 'esp');
      await userEvent.click(await screen.findByRole('option', { name: 'Espoo Tapiola' }));

      expect(onChange).toHaveBeenCalledWith('tapiola');
      expect(box).toHaveValue('Espoo Tapiola');
    });
  });

  describe('when a person clicks the field itself', () => {
    it('should open the list', async () => {
      render(<ComboBox label="Clinic" options={clinics} />);
      await userEvent.click(screen.getByRole('combobox', { name: 'Clinic' }));
      expect(within(await screen.findByRole('listbox')).getAllByRole('option')).toHaveLength(clinics.length);
    });
  });

  describe('given text that matches nothing', () => {
    it('should say so when words for it are given', async () => {
      render(<ComboBox label="Clinic" options={clinics} noResultsMessage="No results" />);

      await userEvent.type(screen.getByRole('combobox', { name: 'Clinic' }), 'Turku');

      expect(await screen.findByText('No results')).toBeVisible();
    });

    it('should keep the list closed without such words', async () => {
      render(<ComboBox label="Clinic" options={clinics} />);

      await userEvent.type(screen.getByRole('combobox', { name: 'Clinic' }), 'Turku');

      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    });
  });

  describe('given a chosen value', () => {
    it('should show its words in the box', () => {
      render(<ComboBox label="Clinic" options={clinics} defaultValue="itis" />);
      expect(screen.getByRole('combobox', { name: 'Clinic' })).toHaveValue('Helsinki Itis');
    });
  });

  describe('given an error message', () => {
    it('should be invalid and described by the message', () => {
      render(<ComboBox label="Clinic" options={clinics} errorMessage="Choose a clinic from the list." />);
      const box = screen.getByRole('combobox', { name: 'Clinic' });
      expect(box).toBeInvalid();
      expect(box).toHaveAccessibleDescription('Choose a clinic from the list.');
    });
  });
});
