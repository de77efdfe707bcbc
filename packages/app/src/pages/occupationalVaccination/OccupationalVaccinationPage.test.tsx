import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { signedIn, signedOut } from '../../../test/sessions';

const withSearch = <T extends { session: object }>(answer: T) => ({
  ...answer,
  session: { ...answer.session, features: ['ohc-appointment-search'] },
});

describe('occupational vaccination page', () => {
  describe('given a visitor', () => {
    it('should ask to identify and come back to the same page', async () => {
      fakeServer({ 'GET /api/session': { body: withSearch(signedOut('en')) } });
      renderApp('/en/occupational-vaccination');

      expect(
        await screen.findByRole('link', { name: 'Log in with bank credentials or mobile certificate' }),
      ).toHaveAttribute('href', '/oauth/authenticate?lang=en&next=%2Fen%2Foccupational-vaccination');
    });
  });

  describe('given Mikko, whose contract includes vaccinations', () => {
    it('should lead the influenza button to the search for the influenza specialties', async () => {
      fakeServer({
        'GET /api/session': { body: withSearch(signedIn('fi')) },
        'GET /api/occupational-vaccination': {
          body: { type: 'success', status: 'ok', isInfluenzaVaccinationAllowed: true },
        },
      });
      renderApp('/fi/tyoterveys-rokotus');

      expect(await screen.findByRole('link', { name: 'Influenssarokotus' })).toHaveAttribute(
        'href',
        '/fi/ajanvaraus/tyoterveys?specialtyIds=ROKT&specialtyIds=ROKH',
      );
    });
  });

  describe.each([
    ['no contract', 'no-occupational-healthcare', 'Your occupational health contract was not found'],
    ['a contract without vaccinations', 'ok', 'Vaccinations are not yet included'],
  ])('given %s', (_, status, text) => {
    it(`should say "${text}" with the vaccination phone number`, async () => {
      fakeServer({
        'GET /api/session': { body: withSearch(signedIn('en')) },
        'GET /api/occupational-vaccination': {
          body: { type: 'success', status, isInfluenzaVaccinationAllowed: false },
        },
      });
      renderApp('/en/occupational-vaccination');

      expect(await screen.findByRole('heading', { level: 1, name: 'Sorry!' })).toBeVisible();
      expect(screen.getByText(text, { exact: false })).toBeVisible();
      expect(screen.getByRole('link', { name: '010 380 3838' })).toHaveAttribute('href', 'tel:0103803838');
    });
  });

  describe('given the occupational search turned off', () => {
    it('should not be found', async () => {
      fakeServer({ 'GET /api/session': { body: signedIn('en') } });
      renderApp('/en/occupational-vaccination');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Could not find current page' }),
      ).toBeVisible();
    });
  });
});
