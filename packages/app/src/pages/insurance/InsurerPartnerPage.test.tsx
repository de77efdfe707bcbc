import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { signedOut } from '../../../test/sessions';

describe('insurer partner landing page', () => {
  describe.each([
    ['fi', 'general', 'Varaa aika LähiTapiolan suorakorvauksella – Aava'],
    ['sv', 'children', 'Boka tid med direktersättning från LokalTapiola – Pikkujätti'],
  ] as const)('given /%s/lahitapiola at the %s brand', (lang, brand, title) => {
    it('should tell the permit was granted and name the page', async () => {
      fakeServer({ 'GET /api/session': { body: signedOut(lang, brand) } });
      renderApp(`/${lang}/lahitapiola`);
      expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
      await waitFor(() => expect(document.title).toBe(title));
    });
  });

  it("should send a guardian along the child path to the child's insurance list and an adult to the list", async () => {
    fakeServer({ 'GET /api/session': { body: signedOut('en') } });
    renderApp('/en/lahitapiola');
    const child = await screen.findByRole('region', { name: 'Booking for a child' });
    expect(within(child).getByRole('link', { name: 'Book at Pikkujätti' })).toHaveAttribute(
      'href',
      `/oauth/authenticate?lang=en&next=${encodeURIComponent('/en/transaction-path/child?next=%2Fen%2Fbooking%2Finsurance')}`,
    );
    const self = screen.getByRole('region', { name: 'Booking for yourself' });
    expect(within(self).getByRole('link', { name: 'Book at Aava' })).toHaveAttribute(
      'href',
      '/en/booking/insurance',
    );
    expect(screen.getByRole('link', { name: 'Call 0303 0303' })).toHaveAttribute('href', 'tel:+3583030303');
  });

  describe('given the other brand’s site address', () => {
    const urls = { general: 'https://aava.example.fi', children: 'https://pikkujatti.example.fi' };
    const withUrls = (session: ReturnType<typeof signedOut>, brandUrls: Record<string, string>) => ({
      ...session,
      session: { ...session.session, brandUrls },
    });

    it('at the general brand, should send a guardian to sign in at the children’s site', async () => {
      fakeServer({ 'GET /api/session': { body: withUrls(signedOut('fi', 'general'), urls) } });
      renderApp('/fi/lahitapiola');
      const child = await screen.findByRole('region', { name: 'Varaus lapselle' });
      expect(within(child).getByRole('link', { name: /^Varaa aika Pikkujät/ })).toHaveAttribute(
        'href',
        `https://pikkujatti.example.fi/oauth/authenticate?lang=fi&next=${encodeURIComponent('/fi/asiointipolku/lapsi?next=%2Ffi%2Fajanvaraus%2Fvakuutus')}`,
      );
      const self = screen.getByRole('region', { name: 'Varaus itsellesi' });
      expect(within(self).getByRole('link', { name: /^Varaa aika Aava/ })).toHaveAttribute(
        'href',
        '/fi/ajanvaraus/vakuutus',
      );
    });

    it('at the children’s brand, should send an adult to the general site’s insurance list', async () => {
      fakeServer({ 'GET /api/session': { body: withUrls(signedOut('en', 'children'), urls) } });
      renderApp('/en/lahitapiola');
      const child = await screen.findByRole('region', { name: 'Booking for a child' });
      expect(within(child).getByRole('link', { name: 'Book at Pikkujätti' })).toHaveAttribute(
        'href',
        `/oauth/authenticate?lang=en&next=${encodeURIComponent('/en/transaction-path/child?next=%2Fen%2Fbooking%2Finsurance')}`,
      );
      const self = screen.getByRole('region', { name: 'Booking for yourself' });
      expect(within(self).getByRole('link', { name: 'Book at Aava' })).toHaveAttribute(
        'href',
        'https://aava.example.fi/en/booking/insurance',
      );
    });

    it('at the children’s brand without the general site’s address, should stay on the site', async () => {
      fakeServer({
        'GET /api/session': {
          body: withUrls(signedOut('sv', 'children'), { children: urls.children }),
        },
      });
      renderApp('/sv/lahitapiola');
      const links = await screen.findAllByRole('link', { name: /^Boka hos / });
      expect(links.map((link) => link.getAttribute('href'))).toEqual([
        `/oauth/authenticate?lang=sv&next=${encodeURIComponent('/sv/transaktionsbana/barn?next=%2Fsv%2Ftidsbokning%2Fforsakring')}`,
        '/sv/tidsbokning/forsakring',
      ]);
    });
  });

  it('should offer the same page in the other two languages', async () => {
    fakeServer({ 'GET /api/session': { body: signedOut('fi') } });
    renderApp('/fi/lahitapiola');
    const languages = await screen.findByRole('navigation', { name: 'Tämä sivu muilla kielillä' });
    expect(
      within(languages)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/sv/lahitapiola', '/en/lahitapiola']);
  });
});
