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

  describe.each([
    ['fi', '/fi/asiointipolku/lapsi?next=%2Ffi%2Flaskut', 'Maksa lapsen käynti palvelussa Pikkujätti'],
    ['sv', '/sv/transaktionsbana/barn?next=%2Fsv%2Ffakturor', 'Betala ett barns besök hos Pikkujätti'],
    ['en', '/en/transaction-path/child?next=%2Fen%2Finvoices', 'Pay a child’s visit at Pikkujätti'],
  ] as const)(
    "given a guardian in %s paying a child's visit at the general brand",
    (lang, childPath, name) => {
      it("should lead through identification and choosing the child to the child's invoices at the children's brand", async () => {
        const visitor = signedOut(lang);
        fakeServer({
          'GET /api/session': {
            body: {
              ...visitor,
              session: { ...visitor.session, brandUrls: { children: 'https://pikkujatti.example.fi' } },
            },
          },
        });
        renderApp(lang === 'fi' ? '/fi/maksa-kaynti' : lang === 'sv' ? '/sv/betala-besok' : '/en/pay-visit');

        const link = await screen.findByRole('link', { name }, { timeout: 15_000 });
        const href = new URL(link.getAttribute('href') ?? '');
        expect(href.origin).toBe('https://pikkujatti.example.fi');
        expect(href.pathname).toBe('/oauth/authenticate');
        expect(href.searchParams.get('next')).toBe(childPath);
      });
    },
  );
});
