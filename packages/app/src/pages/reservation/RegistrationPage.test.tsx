import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { signedIn, signedOut } from '../../../test/sessions';
import { maija, userAnswer } from './testData';

describe('registration and consent pages', { timeout: 20_000 }, () => {
  describe('given a signed-in person without a patient record', () => {
    it('should register them with the page language and both consents, then return to next', async () => {
      const server = fakeServer({
        'GET /api/session': { body: signedIn('sv') },
        'GET /api/user': userAnswer(null),
        'POST /api/user/register': { body: { type: 'success', patient: maija } },
      });
      const { loaded } = renderApp('/sv/registrering?next=%2Fsv%2Fboka%2F4101');
      const user = userEvent.setup();

      await user.type(await screen.findByRole('textbox', { name: 'Gatuadress' }), 'Hämeentie 10');
      await user.type(screen.getByRole('textbox', { name: 'Postnummer' }), '00530');
      await user.type(screen.getByRole('textbox', { name: 'Postanstalt' }), 'Helsingfors');
      await user.type(screen.getByRole('textbox', { name: 'Telefonnummer' }), '0409876543');
      await user.type(screen.getByRole('textbox', { name: 'E-post' }), 'maija@example.fi');
      await user.click(screen.getByRole('button', { name: 'Fortsätt' }));

      expect(screen.getByRole('checkbox', { name: 'Jag har läst dataskyddsbeskrivningen' })).toBeInvalid();
      expect(server.requests.filter((request) => request.method === 'POST')).toEqual([]);

      await user.click(screen.getByRole('checkbox', { name: 'Jag har läst dataskyddsbeskrivningen' }));
      await user.click(screen.getByRole('checkbox', { name: /Jag samtycker till att mina personuppgifter/ }));
      await user.click(screen.getByRole('button', { name: 'Fortsätt' }));

      expect(await screen.findByText('Du är nu registrerad.')).toBeVisible();
      await waitFor(() => expect(loaded).toEqual(['/sv/boka/4101']));
      const post = server.requests.find((request) => request.method === 'POST');
      expect(post?.query).toEqual({ csrfToken: 'csrf-maija' });
      expect(post?.body).toMatchObject({
        firstName: 'Maija',
        postalCode: '00530',
        language: 'sv',
        privacyPolicyRead: true,
        dataProcessingAccepted: true,
      });
    });

    it.each([
      ['another site', 'https%3A%2F%2Fevil.example%2Fsv'],
      ['a protocol-relative address', '%2F%2Fevil.example%2Fsv'],
      ['nothing', ''],
    ])('given next is %s, should go to the front page after registering', async (_, next) => {
      fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/user': userAnswer(null),
        'POST /api/user/register': { body: { type: 'success', patient: maija } },
      });
      const { loaded } = renderApp(`/en/registration${next === '' ? '' : `?next=${next}`}`);
      const user = userEvent.setup();

      await user.type(await screen.findByRole('textbox', { name: 'Street address' }), 'Hämeentie 10');
      await user.type(screen.getByRole('textbox', { name: 'Postal code' }), '00530');
      await user.type(screen.getByRole('textbox', { name: 'Post office' }), 'Helsinki');
      await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '0409876543');
      await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'maija@example.fi');
      await user.click(screen.getByRole('checkbox', { name: 'I have read the privacy policy' }));
      await user.click(screen.getByRole('checkbox', { name: /I consent to the processing/ }));
      await user.click(screen.getByRole('button', { name: 'Continue' }));

      await waitFor(() => expect(loaded).toEqual(['/en']));
    });
  });

  describe('given nobody signed in on the registration page', () => {
    it('should ask for strong identification first', async () => {
      fakeServer({ 'GET /api/session': { body: signedOut('en') } });
      renderApp('/en/registration');

      expect(await screen.findByRole('link', { name: 'Register as a customer' })).toHaveAttribute(
        'href',
        '/oauth/authenticate?lang=en&next=%2Fen%2Fregistration',
      );
    });
  });

  describe('given a patient on the consent page', () => {
    it('should save the choices and offer to continue', async () => {
      const server = fakeServer({
        'GET /api/session': { body: signedIn('fi') },
        'GET /api/user': userAnswer(),
        'GET /api/user/consent': { body: { type: 'success', consent: null } },
        'POST /api/user/consent': { body: { type: 'success' } },
      });
      renderApp('/fi/potilastietojen-kasittely');

      await userEvent.click(await screen.findByText('Haluan hoito-ohjeita sähköpostiin'));
      await userEvent.click(screen.getByRole('checkbox', { name: 'Olen lukenut tietosuojaselosteen' }));
      await userEvent.click(screen.getByRole('checkbox', { name: /Annan suostumukseni/ }));
      await userEvent.click(screen.getByRole('button', { name: 'Tallenna ja jatka' }));

      expect(await screen.findByText('Valintasi tallennettiin.')).toBeVisible();
      expect(server.requests.find((request) => request.method === 'POST')?.body).toMatchObject({
        allowsTreatmentInstructionsMail: true,
        allowsMarketingMail: false,
        dataProcessingAccepted: true,
        privacyPolicyRead: true,
      });
    });

    it('given the page that sent her, should save and take her back there', async () => {
      const server = fakeServer({
        'GET /api/session': { body: signedIn('sv') },
        'GET /api/user': userAnswer(),
        'GET /api/user/consent': { body: { type: 'success', consent: null } },
        'POST /api/user/consent': { body: { type: 'success' } },
      });
      const { router } = renderApp('/sv/behandling-av-patientuppgifter?next=%2Fsv%2Fboka%2F4101');

      await userEvent.click(await screen.findByRole('checkbox', { name: /läst dataskyddsbeskrivningen/ }));
      await userEvent.click(screen.getByRole('checkbox', { name: /samtycke/ }));
      await userEvent.click(screen.getByRole('button', { name: /^Spara/ }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/sv/boka/4101'));
      expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    });

    it('given the save fails, should say so and keep the form', async () => {
      fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/user': userAnswer(),
        'GET /api/user/consent': { body: { type: 'success', consent: null } },
        'POST /api/user/consent': { status: 500, body: { type: 'unknownError' } },
      });
      renderApp('/en/data-processing');

      await userEvent.click(await screen.findByRole('checkbox', { name: 'I have read the privacy policy' }));
      await userEvent.click(screen.getByRole('checkbox', { name: /I consent to the processing/ }));
      await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Could not save your choices');
      expect(screen.getAllByRole('checkbox')).toHaveLength(7);
    });
  });

  describe('given Maija, who gave her consent earlier', () => {
    it('should show her choices as they stand', async () => {
      fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/user': userAnswer(),
        'GET /api/user/consent': {
          body: {
            type: 'success',
            consent: {
              allowsCommonRegistry: true,
              allowsViewingOccupationalInformation: false,
              allowsMarketingMail: false,
              allowsTreatmentInstructionsMail: true,
              allowsBookingSms: true,
            },
          },
        },
      });
      renderApp('/en/data-processing');

      await screen.findByRole('button', { name: 'Save and continue' });
      const ticked = screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked);
      // Three permits, and the data-processing consent given with them.
      expect(ticked).toHaveLength(4);
      expect(screen.queryByRole('checkbox', { name: 'I have read the privacy policy' })).toBeNull();
      expect(screen.getByRole('checkbox', { name: /joint patient register/ })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: /treatment instructions/i })).toBeChecked();
    });
  });
});
