import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { signedIn, signedOut } from '../../../test/sessions';

const eetu = {
  personalIdentityCode: '120518A958A',
  firstName: 'Eetu',
  lastName: 'Virtanen',
  age: 8,
  mayActFor: true,
};
const ella = {
  personalIdentityCode: '031111A969W',
  firstName: 'Ella',
  lastName: 'Järvinen',
  age: 15,
  mayActFor: false,
};
const children = { body: { type: 'success', children: [eetu, ella] } };

describe('the transaction path', () => {
  describe('given a visitor at /fi/asiointipolku', () => {
    it('should lead both ways through strong identification, the child’s to choosing the child', async () => {
      fakeServer({ 'GET /api/session': { body: signedOut('fi') } });
      renderApp('/fi/asiointipolku?next=%2Ffi%2Fajanvaraukset');

      expect(await screen.findByRole('heading', { level: 1, name: 'Kenen asioita hoidat?' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Jatka lapseni asioihin' })).toHaveAttribute(
        'href',
        `/oauth/authenticate?lang=fi&next=${encodeURIComponent('/fi/asiointipolku/lapsi?next=%2Ffi%2Fajanvaraukset')}`,
      );
      expect(screen.getByRole('link', { name: 'Jatka omiin asioihini' })).toHaveAttribute(
        'href',
        '/oauth/authenticate?lang=fi&next=%2Ffi%2Fajanvaraukset',
      );
      expect(screen.queryByRole('navigation', { name: 'Päävalikko' })).not.toBeInTheDocument();
    });
  });

  describe.each([
    ['disallowed', 'You cannot act on behalf of this person'],
    ['unknown', 'An unknown error has occurred'],
  ])('given the error %s', (error, text) => {
    it(`should show "${text}"`, async () => {
      fakeServer({ 'GET /api/session': { body: signedOut('en') } });
      renderApp(`/en/transaction-path?error=${error}`);
      expect(await screen.findByText(text)).toBeVisible();
    });
  });

  describe('given the children’s brand’s guardian sign-in /fi/hpa/register', () => {
    it('should be the transaction path, keeping where to go after', async () => {
      fakeServer({ 'GET /api/session': { body: signedOut('fi', 'children') } });
      const { router } = renderApp('/fi/hpa/register?next=%2Ffi%2Fvaraa%2F7');

      expect(await screen.findByRole('heading', { level: 1, name: 'Kenen asioita hoidat?' })).toBeVisible();
      expect(router.state.location.pathname).toBe('/fi/asiointipolku');
      expect(router.state.location.search).toBe('?next=%2Ffi%2Fvaraa%2F7');
    });
  });
});

describe('choosing the child', () => {
  describe('given Maija signed in, the guardian of Eetu and Ella', () => {
    it('should act for Eetu and then load the page she was going to', async () => {
      const server = fakeServer({
        'GET /api/session': { body: signedIn('en', 'children') },
        'GET /api/guardian/children': children,
        'POST /api/acting-for': {
          body: { type: 'success', child: { firstName: 'Eetu', lastName: 'Virtanen' } },
        },
      });
      const { loaded } = renderApp('/en/transaction-path/child?next=%2Fen%2Fappointments');

      await userEvent.click(await screen.findByRole('button', { name: 'Eetu Virtanen' }));

      await waitFor(() => expect(loaded).toEqual(['/en/appointments']));
      expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
        personalIdentityCode: eetu.personalIdentityCode,
      });
    });

    it('should ask a child’s details first when the clinic has no record of the child', async () => {
      const server = fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/guardian/children': children,
        'POST /api/acting-for': { status: 403, body: { type: 'noPatient' } },
        'POST /api/acting-for/registration': {
          body: { type: 'success', child: { firstName: 'Eetu', lastName: 'Virtanen' } },
        },
      });
      const { loaded } = renderApp('/en/transaction-path/child?next=%2Fen%2Fappointments');
      const user = userEvent.setup();

      await user.click(await screen.findByRole('button', { name: 'Eetu Virtanen' }));

      expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Eetu');
      expect(screen.getByRole('textbox', { name: 'First name' })).toBeDisabled();
      const paste = async (name: string, value: string) => {
        await user.click(screen.getByRole('textbox', { name }));
        await user.paste(value);
      };
      await paste('Street address', 'Hämeentie 10');
      await paste('Postal code', '00530');
      await paste('Post office', 'Helsinki');
      await paste('Phone number', '040 987 6543');
      await paste('E-mail', 'maija@example.fi');
      await user.click(screen.getByRole('checkbox', { name: 'I have read the privacy policy' }));
      await user.click(
        screen.getByRole('checkbox', {
          name: 'I consent to the processing of my personal data to give me health care',
        }),
      );
      await user.click(screen.getByRole('button', { name: 'Continue' }));

      await waitFor(() => expect(loaded).toEqual(['/en/appointments']));
      expect(server.requests.find((r) => r.path === '/api/acting-for/registration')?.body).toMatchObject({
        personalIdentityCode: eetu.personalIdentityCode,
        firstName: 'Eetu',
        streetAddress: 'Hämeentie 10',
        language: 'en',
      });
    });

    it('should offer no button for a child who logs in alone, and say why', async () => {
      fakeServer({
        'GET /api/session': { body: signedIn('en', 'children') },
        'GET /api/guardian/children': children,
      });
      renderApp('/en/transaction-path/child');

      expect(await screen.findByRole('button', { name: 'Eetu Virtanen' })).toBeVisible();
      const ella = screen.getByText('Ella Järvinen').closest('li') as HTMLElement;
      expect(ella).toHaveTextContent('Logs in with their own credentials');
      expect(within(ella).queryByRole('button')).toBeNull();
    });

    it('should send a refusal back to the transaction path with its error', async () => {
      fakeServer({
        'GET /api/session': { body: signedIn('en', 'children') },
        'GET /api/guardian/children': children,
        'POST /api/acting-for': { status: 403, body: { type: 'disallowed' } },
      });
      const { loaded } = renderApp('/en/transaction-path/child');

      // The register may say otherwise by the time Eetu is chosen.
      await userEvent.click(await screen.findByRole('button', { name: 'Eetu Virtanen' }));

      await waitFor(() => expect(loaded).toEqual(['/en/transaction-path?error=disallowed&next=%2Fen']));
    });

    it('should tell when the register cannot be reached', async () => {
      fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/guardian/children': { status: 503, body: { type: 'populationRegisterUnavailable' } },
      });
      renderApp('/en/transaction-path/child');
      expect(
        await screen.findByText(
          'The population register could not be reached. Please try again in a moment.',
        ),
      ).toBeVisible();
    });
  });

  describe('given a visitor', () => {
    it('should send them to log in and back', async () => {
      fakeServer({ 'GET /api/session': { body: signedOut('en') } });
      const { router } = renderApp('/en/transaction-path/child');
      await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
    });
  });
});

describe('acting for a child', () => {
  describe('given Maija acting for Eetu', () => {
    it('should welcome Eetu, say so in the header and end it from there', async () => {
      const server = fakeServer({
        'GET /api/session': {
          body: { ...signedIn('fi', 'children'), actingFor: { firstName: 'Eetu', lastName: 'Virtanen' } },
        },
        'GET /api/own-appointments': { body: { type: 'success', future: [], past: [] } },
        'DELETE /api/acting-for': { body: { type: 'success' } },
      });
      const { loaded } = renderApp('/fi');

      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
        'Tervetuloa Pikkujättiin, Eetu',
      );
      const notice = screen.getByRole('region', { name: 'Asioit henkilön Eetu Virtanen puolesta' });
      await userEvent.click(within(notice).getByRole('button', { name: 'Palaa omiin asioihini' }));

      await waitFor(() => expect(loaded).toEqual(['/fi']));
      expect(server.requests.some((r) => r.method === 'DELETE' && r.path === '/api/acting-for')).toBe(true);
    });
  });

  describe.each([
    ['fi', 'general', 'Maija Virtanen', 'Lapseni asiat', '/fi/asiointipolku/lapsi'],
    ['sv', 'children', 'Maija Virtanen', 'Mitt barns ärenden', '/sv/transaktionsbana/barn'],
    ['en', 'children', 'Maija Virtanen', 'My child’s matters', '/en/transaction-path/child'],
  ] as const)('given Maija signed in (%s, %s brand)', (lang, brand, name, entry, address) => {
    it(`should find "${entry}" in her user menu, leading to the child choice`, async () => {
      fakeServer({
        'GET /api/session': { body: signedIn(lang, brand) },
        'GET /api/own-appointments': { body: { type: 'success', future: [], past: [] } },
      });
      renderApp(`/${lang}`);

      await userEvent.click(await screen.findByRole('button', { name }));

      expect(await screen.findByRole('menuitem', { name: entry })).toHaveAttribute('href', address);
    });
  });

  describe('given Maija acting for Eetu already', () => {
    it('should not offer the child choice in her user menu', async () => {
      fakeServer({
        'GET /api/session': {
          body: { ...signedIn('en', 'children'), actingFor: { firstName: 'Eetu', lastName: 'Virtanen' } },
        },
        'GET /api/own-appointments': { body: { type: 'success', future: [], past: [] } },
      });
      renderApp('/en');

      await userEvent.click(await screen.findByRole('button', { name: 'Maija Virtanen' }));

      expect(await screen.findByRole('menuitem', { name: 'My information' })).toBeVisible();
      expect(screen.queryByRole('menuitem', { name: 'My child’s matters' })).toBeNull();
    });
  });

  describe('given the register ended the guardianship since the page loaded', () => {
    it('should load the front page whole when a read is refused with disallowed', async () => {
      fakeServer({
        'GET /api/session': {
          body: { ...signedIn('en'), actingFor: { firstName: 'Eetu', lastName: 'Virtanen' } },
        },
        'GET /api/own-appointments': { status: 403, body: { type: 'disallowed' } },
      });
      const { loaded } = renderApp('/en/appointments');

      await waitFor(() => expect(loaded).toEqual(['/en']));
    });
  });
});
