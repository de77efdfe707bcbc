import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { signedIn } from '../../../test/sessions';

const mikko = () => {
  const session = signedIn('en');
  return {
    ...session,
    session: { ...session.session, healthCareType: 'occupational', features: ['ohc-appointment-search'] },
  };
};

const team = {
  type: 'success',
  team: {
    employerName: 'Pohjoisranta Ohjelmistot Oy',
    members: [
      { id: 'n', name: 'Outi Hoitaja', professionalType: 'Nurse', pictureUrl: null, substitute: null },
      {
        id: 'd',
        name: 'Anna Lehtinen',
        professionalType: 'Doctor',
        pictureUrl: '/images/team/portrait-1.svg',
        substitute: null,
      },
    ],
  },
};

describe('the occupational health team page', () => {
  describe('given Mikko with his team', () => {
    it('should list the team, physician first, and link occupational booking', async () => {
      fakeServer({ 'GET /api/session': { body: mikko() }, 'GET /api/occupational-team': { body: team } });
      renderApp('/en/occupational-health-care-team');

      const list = await screen.findByRole('heading', { level: 2, name: 'Your team' });
      const cards = within(list.parentElement as HTMLElement).getAllByRole('listitem');
      expect(cards[0]).toHaveTextContent('Anna LehtinenOccupational health physician');
      expect(screen.getByRole('link', { name: 'Book an occupational health appointment' })).toHaveAttribute(
        'href',
        '/en/booking/occupational-healthcare',
      );
    });
  });

  describe('given a temporary error of the team call', () => {
    it('should show the error view and load again on Try again', async () => {
      let failing = true;
      fakeServer({
        'GET /api/session': { body: mikko() },
        'GET /api/occupational-team': () =>
          failing ? { status: 503, body: { type: 'requestTimeout' } } : { body: team },
      });
      renderApp('/en/occupational-health-care-team');

      const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 3000 });
      failing = false;
      await userEvent.click(retry);

      expect(await screen.findByText('Anna Lehtinen')).toBeVisible();
    });
  });

  describe('given a person without occupational care', () => {
    it('should be no page', async () => {
      fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/occupational-team': { status: 403, body: { type: 'noOccupationalHealthcare' } },
      });
      renderApp('/en/occupational-health-care-team');

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Could not find current page' }),
      ).toBeVisible();
    });
  });
});
