import { defaultFilter, type SearchFilter as SearchFilterValue } from '@portal/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { exampleOptions, exampleToday } from '../../examples/search';
import { I18nProvider } from '../../i18n';
import { SearchFilter } from './SearchFilter';

function renderFilter(filter: SearchFilterValue) {
  const onChange = vi.fn();
  render(
    <I18nProvider lang="en">
      <SearchFilter filter={filter} options={exampleOptions} today={exampleToday} onChange={onChange} />
    </I18nProvider>,
  );
  return onChange;
}

describe('SearchFilter', () => {
  describe('given the private list opening', () => {
    it('should show every criterion with nothing chosen', () => {
      renderFilter(defaultFilter('private', exampleToday));
      expect(screen.getByRole('heading', { level: 2, name: 'Search criteria' })).toBeVisible();
      expect(screen.getByRole('combobox', { name: 'Clinic' })).toHaveAttribute('placeholder', 'All clinics');
      expect(screen.getByRole('combobox', { name: 'Practitioner' })).toHaveAttribute(
        'placeholder',
        'All practitioners',
      );
      expect(screen.getByRole('combobox', { name: 'Specialty' })).toHaveAttribute(
        'placeholder',
        'All specialties',
      );
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Start date/ })).toHaveTextContent('16.11.2026');
      expect(screen.getByRole('checkbox', { name: 'Include remote appointments' })).not.toBeChecked();
    });
  });

  describe('given the private list', () => {
    it('should offer only the specialties whose times are offered to private customers', async () => {
      renderFilter(defaultFilter('private', exampleToday));
      await userEvent.click(screen.getByRole('combobox', { name: 'Specialty' }));
      const offered = within(await screen.findByRole('listbox')).getAllByRole('option');
      expect(offered.map((option) => option.textContent)).toEqual([
        'General practitioner',
        'Nurse',
        'Psychologist',
      ]);
    });

    it('should tell namesakes apart by their clinics, and leave out occupational practitioners', async () => {
      renderFilter(defaultFilter('private', exampleToday));
      await userEvent.click(screen.getByRole('combobox', { name: 'Practitioner' }));
      const offered = within(await screen.findByRole('listbox')).getAllByRole('option');
      expect(offered.map((option) => option.textContent)).toEqual([
        'Anna Lind, General practitioner',
        'Ville Saari, Psychologist (Helsinki Kamppi)',
        'Ville Saari, Psychologist (Vantaa Tikkurila)',
      ]);
    });
  });

  describe('given the occupational list', () => {
    it('should offer the occupational specialty and not the private-only ones', async () => {
      renderFilter(defaultFilter('occupational', exampleToday));
      await userEvent.click(screen.getByRole('combobox', { name: 'Specialty' }));
      const offered = within(await screen.findByRole('listbox')).getAllByRole('option');
      expect(offered.map((option) => option.textContent)).toEqual([
        'General practitioner',
        'Nurse',
        'Occupational health physician',
      ]);
    });
  });

  describe('given the kela65 list', () => {
    it('should show its fixed specialty, disabled', () => {
      renderFilter(defaultFilter('kela65', exampleToday));
      expect(screen.getByRole('combobox', { name: 'Specialty' })).toBeDisabled();
      const chosen = screen.getByRole('grid', { name: 'Specialty' });
      expect(within(chosen).getByRole('row')).toHaveTextContent('Kela doctor visit for over 65s');
      expect(within(chosen).queryByRole('button')).not.toBeInTheDocument();
    });
  });

  describe('given a specialty of the remote list', () => {
    it('should keep remote times on, disabled, and say why', () => {
      renderFilter({ ...defaultFilter('private', exampleToday), specialtyIds: ['PSY'], includeRemote: true });
      const remote = screen.getByRole('checkbox', { name: 'Include remote appointments' });
      expect(remote).toBeChecked();
      expect(remote).toBeDisabled();
      expect(screen.getByText('The chosen specialty is offered as remote appointments too.')).toBeVisible();
    });
  });

  describe('given an address with two clinics', () => {
    const filter = { ...defaultFilter('private', exampleToday), clinicIds: ['HKI1', 'ESP1'] };

    it('should show both as chosen', () => {
      renderFilter(filter);
      const chosen = within(screen.getByRole('grid', { name: 'Clinic' })).getAllByRole('row');
      expect(chosen.map((row) => row.textContent)).toEqual([clinicName('HKI1'), clinicName('ESP1')]);
    });

    it('should ask for the other one alone when one is removed', async () => {
      const onChange = renderFilter(filter);
      const row = within(screen.getByRole('grid', { name: 'Clinic' })).getByRole('row', {
        name: new RegExp(clinicName('HKI1')),
      });
      await userEvent.click(within(row).getByRole('button', { name: /Remove/ }));
      expect(onChange).toHaveBeenLastCalledWith({ type: 'clinics', clinicIds: ['ESP1'] });
    });

    it('should ask for a third one added from the list', async () => {
      const onChange = renderFilter(filter);
      await userEvent.type(screen.getByRole('combobox', { name: 'Clinic' }), clinicName('VAN1').slice(0, 5));
      await userEvent.click(await screen.findByRole('option', { name: clinicName('VAN1') }));
      expect(onChange).toHaveBeenLastCalledWith({ type: 'clinics', clinicIds: ['HKI1', 'ESP1', 'VAN1'] });
    });
  });
});

function clinicName(id: string): string {
  const clinic = exampleOptions.clinics.find((candidate) => candidate.id === id);
  if (clinic === undefined) throw new Error(`No example clinic ${id}`);
  return clinic.name;
}
