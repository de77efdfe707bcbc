import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { signedOut } from '../../../test/sessions';

// The list makes several calls before it shows; on a busy machine they take more than a second.
configure({ asyncUtilTimeout: 5000 });

describe('visit-type landing', () => {
  describe('given the general brand with both flags', () => {
    it('should offer all four visit types and the other languages', async () => {
      const session = signedOut('sv');
      fakeServer({
        'GET /api/session': {
          body: {
            ...session,
            session: { ...session.session, features: ['ohc-appointment-search', 'kela65'] },
          },
        },
      });
      renderApp('/sv/tidsbokning');

      expect(await screen.findByRole('link', { name: 'Privatkund' })).toHaveAttribute(
        'href',
        '/sv/tidsbokning/privat-kund',
      );
      expect(screen.getByRole('link', { name: 'Företagshälsovård' })).toHaveAttribute(
        'href',
        '/sv/tidsbokning/foretagshalsovard',
      );
      expect(screen.getByRole('link', { name: 'Försäkringskund' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'FPA-läkarbesök för över 65-åringar' })).toBeVisible();
      expect(screen.getByRole('navigation', { name: 'Tidsbokningen på andra språk' })).toBeVisible();
    });
  });

  describe('given the children brand without flags', () => {
    it('should offer private and insurance only', async () => {
      fakeServer({ 'GET /api/session': { body: signedOut('en', 'children') } });
      renderApp('/en/booking');

      expect(await screen.findByRole('link', { name: 'Private customer' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Insurance customer' })).toBeVisible();
      expect(screen.queryByRole('link', { name: 'Occupational healthcare' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Kela doctor visit for over 65s' })).not.toBeInTheDocument();
    });
  });
});
