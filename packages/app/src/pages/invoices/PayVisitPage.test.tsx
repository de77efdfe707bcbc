import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { signedOut } from '../../../test/sessions';

describe('the pay-visit landing', () => {
  describe('given a visitor opens it in Finnish', () => {
    it('should offer paying in both brands, with no menu or footer, and a Swedish address of its own', async () => {
      fakeServer({ 'GET /api/session': { body: signedOut('fi') } });
      renderApp('/fi/maksa-kaynti');

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Maksa etävastaanotto' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Maksa palvelussa Aava' })).toBeInTheDocument();
      expect(
        screen.getByRole('link', { name: 'Maksa lapsen käynti palvelussa Pikkujätti' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).toBeNull();
      expect(screen.queryByRole('navigation', { name: 'Päävalikko' })).toBeNull();
      const languages = screen.getByRole('navigation', { name: 'Tämä sivu muilla kielillä' });
      expect(within(languages).getByRole('link', { name: 'På svenska' })).toHaveAttribute(
        'href',
        '/sv/betala-besok',
      );
    });
  });
});
