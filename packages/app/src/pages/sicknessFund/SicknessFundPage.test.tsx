import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { signedIn } from '../../../test/sessions';

const withFeatures = (features: string[]) => {
  const session = signedIn('fi');
  return { ...session, session: { ...session.session, features } };
};

describe('the sickness fund page', () => {
  describe('given a member, whose session has both flags', () => {
    it('should open the tab of the address and keep the chosen tab in it', async () => {
      fakeServer({
        'GET /api/session': { body: withFeatures(['sickness-fund-page', 'is-finnair-sickness-fund-member']) },
      });
      const { router } = renderApp('/fi/sairauskassa?tab=faq');

      expect(await screen.findByRole('tab', { name: 'Usein kysyttyä' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await userEvent.click(screen.getByRole('tab', { name: 'Korvauskäytännöt' }));

      await waitFor(() => expect(router.state.location.search).toBe('?tab=reimbursements'));
      expect(await screen.findByRole('row', { name: /Yleislääkäri/ })).toHaveTextContent(
        'Omavastuu 15 € / käynti',
      );
    });
  });

  describe.each([
    ['somebody who is not a member', ['sickness-fund-page']],
    ['a member while the page flag is off', ['is-finnair-sickness-fund-member']],
  ])('given %s', (_, features) => {
    it('should be no page', async () => {
      fakeServer({ 'GET /api/session': { body: withFeatures(features) } });
      renderApp('/fi/sairauskassa');

      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Sivua ei löytynyt');
    });
  });
});
