import { defaultFilter, type SearchFilter as SearchFilterValue } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n';
import { exampleOptions, exampleToday } from '../fixtures';
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
      expect(screen.getByRole('combobox', { name: 'Clinic' })).toHaveValue('All clinics');
      expect(screen.getByRole('combobox', { name: 'Practitioner' })).toHaveValue('All practitioners');
      expect(screen.getByRole('button', { name: /Specialty/ })).toHaveTextContent('All specialties');
      expect(screen.getByRole('button', { name: /Start date/ })).toHaveTextContent('16.11.2026');
      expect(screen.getByRole('checkbox', { name: 'Include remote appointments' })).not.toBeChecked();
    });
  });

  describe('given the kela65 list', () => {
    it('should show its fixed specialty, disabled', () => {
      renderFilter(defaultFilter('kela65', exampleToday));
      const specialty = screen.getByRole('button', { name: /Specialty/ });
      expect(specialty).toBeDisabled();
      expect(specialty).toHaveTextContent('Kela doctor visit for over 65s');
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
});
