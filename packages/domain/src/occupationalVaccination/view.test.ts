import { describe, expect, it } from 'vitest';
import { brandConfig } from '../brand/brand';
import { influenzaVaccinationSearch, occupationalVaccinationView } from './view';

describe('occupationalVaccinationView', () => {
  it.each([
    ['unauthorized', false, 'signIn'],
    ['unauthorized', true, 'signIn'],
    ['no-occupational-healthcare', false, 'noContract'],
    ['no-occupational-healthcare', true, 'noContract'],
    ['ok', false, 'notIncluded'],
    ['ok', true, 'selection'],
  ] as const)('given %s and influenza allowed %s, should show %s', (status, allowed, view) => {
    expect(occupationalVaccinationView(status, allowed)).toBe(view);
  });
});

describe('influenzaVaccinationSearch', () => {
  it('should search the occupational times with one specialtyIds per configured id', () => {
    expect(influenzaVaccinationSearch(brandConfig('general'), 'fi')).toBe(
      '/fi/ajanvaraus/tyoterveys?specialtyIds=ROKT&specialtyIds=ROKH',
    );
    expect(influenzaVaccinationSearch(brandConfig('general'), 'en')).toBe(
      '/en/booking/occupational-healthcare?specialtyIds=ROKT&specialtyIds=ROKH',
    );
  });
});
