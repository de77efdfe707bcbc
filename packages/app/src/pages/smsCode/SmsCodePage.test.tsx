import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { codeOwed } from '../../../test/sessions';

const box = (position: number) => screen.getByRole('textbox', { name: `Digit ${position} of 4` });

async function typeCode(code: string) {
  await userEvent.click(await screen.findByRole('textbox', { name: 'Digit 1 of 4' }));
  await userEvent.keyboard(code);
}

describe('SMS code page', () => {
  describe('given a code owed', () => {
    it('should ask for the code in four boxes under one heading', async () => {
      fakeServer({ 'GET /api/session': { body: codeOwed('en') } });
      renderApp('/en/authentication?next=%2Fen');

      expect(await screen.findByRole('heading', { level: 1, name: 'Enter the SMS code' })).toBeVisible();
      expect(screen.getByRole('group', { name: 'SMS code' })).toBeVisible();
      expect(screen.getAllByRole('textbox')).toHaveLength(4);
    });
  });

  describe('given the server accepts the code', () => {
    it('should send the four digits with the csrf token and load the next address', async () => {
      const server = fakeServer({
        'GET /api/session': { body: codeOwed('en') },
        'POST /api/pin': { body: { type: 'success', mfaResponse: 'mfa-ok' } },
      });
      const { loaded } = renderApp('/en/authentication/sms?next=%2Fen%2Fappointments');

      await typeCode('1234');

      await expect.poll(() => loaded).toEqual(['/en/appointments']);
      expect(server.requests.find((request) => request.method === 'POST')).toEqual({
        method: 'POST',
        path: '/api/pin',
        query: { csrfToken: 'csrf-sari' },
        body: { pin: '1234' },
      });
    });

    it('should load the front page when next leads off this site', async () => {
      fakeServer({
        'GET /api/session': { body: codeOwed('en') },
        'POST /api/pin': { body: { type: 'success', mfaResponse: 'mfa-ok' } },
      });
      const { loaded } = renderApp('/en/authentication?next=https%3A%2F%2Fevil.example');

      await typeCode('1234');

      await expect.poll(() => loaded).toEqual(['/en']);
    });
  });

  describe('given the server rejects the code', () => {
    it('should say so, clear and mark the boxes and put focus back for a new try', async () => {
      fakeServer({
        'GET /api/session': { body: codeOwed('en') },
        'POST /api/pin': { body: { type: 'success', mfaResponse: 'mfa-challenge-failed' } },
      });
      const { loaded } = renderApp('/en/authentication?next=%2Fen');

      await typeCode('9999');

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Identification failed');
      expect(alert).toHaveTextContent('Try to identify yourself again');
      for (const position of [1, 2, 3, 4]) {
        expect(box(position)).toHaveValue('');
        expect(box(position)).toHaveAttribute('aria-invalid', 'true');
      }
      expect(box(1)).toHaveFocus();
      expect(box(1)).toHaveAccessibleDescription(/Identification failed/);
      expect(loaded).toEqual([]);
    });

    it('should send the next code typed', async () => {
      const server = fakeServer({
        'GET /api/session': { body: codeOwed('en') },
        'POST /api/pin': ({ body }) => ({
          body: {
            type: 'success',
            mfaResponse: (body as { pin: string }).pin === '1234' ? 'mfa-ok' : 'mfa-challenge-failed',
          },
        }),
      });
      const { loaded } = renderApp('/en/authentication?next=%2Fen');
      await typeCode('9999');
      await screen.findByRole('alert');

      await userEvent.keyboard('1234');

      await expect.poll(() => loaded).toEqual(['/en']);
      expect(
        server.requests.filter((request) => request.method === 'POST').map((request) => request.body),
      ).toEqual([{ pin: '9999' }, { pin: '1234' }]);
    });
  });

  describe('given too many wrong codes', () => {
    it('should say so, drop the boxes and offer to log in again', async () => {
      fakeServer({
        'GET /api/session': { body: codeOwed('en') },
        'POST /api/pin': { body: { type: 'success', mfaResponse: 'too-many-mfa-attempts' } },
      });
      renderApp('/en/authentication?next=%2Fen%2Fappointments');

      await typeCode('9999');

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Too many retries');
      expect(alert).toHaveTextContent('You can retry again later');
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Log in again' })).toHaveAttribute(
        'href',
        '/en/login?next=%2Fen%2Fappointments',
      );
      expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    });
  });

  describe('given the server cannot be reached when the code is sent', () => {
    it('should say there was a network error and let the code be typed again', async () => {
      fakeServer({
        'GET /api/session': { body: codeOwed('en') },
        'POST /api/pin': { status: 503, body: { type: 'unknownError' } },
      });
      renderApp('/en/authentication?next=%2Fen');

      await typeCode('1234');

      expect(await screen.findByRole('alert')).toHaveTextContent('Apologies! Something went wrong...');
      expect(box(1)).toHaveValue('');
    });
  });

  describe('given the session ended before the code was sent', () => {
    it('should show the session-expired page', async () => {
      let sessionEnded = false;
      fakeServer({
        'GET /api/session': () => ({
          body: sessionEnded
            ? {
                ...codeOwed('en'),
                session: { ...codeOwed('en').session, mfaPending: false, csrfToken: null },
              }
            : codeOwed('en'),
        }),
        'POST /api/pin': () => {
          sessionEnded = true;
          return { status: 401, body: { type: 'unauthorized' } };
        },
      });
      const { router } = renderApp('/en/authentication?next=%2Fen');

      await typeCode('1234');

      expect(await screen.findByRole('heading', { level: 1, name: 'Session timed out' })).toBeVisible();
      expect(router.state.location.pathname).toBe('/en/expired-session');
    });
  });

  describe('given no code owed and nobody signed in', () => {
    it('should send the visitor to the login page', async () => {
      fakeServer({
        'GET /api/session': {
          body: { ...codeOwed('en'), session: { ...codeOwed('en').session, mfaPending: false } },
        },
      });
      const { router } = renderApp('/en/authentication?next=%2Fen');

      await screen.findByRole('heading', { level: 1, name: 'Log in' });

      expect(router.state.location.pathname + router.state.location.search).toBe('/en/login?next=%2Fen');
    });
  });
});
