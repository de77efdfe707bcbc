import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { signedIn } from '../../../test/sessions';
import { userAnswer } from '../reservation/testData';

const guardian = {
  obfuscatedPersonalIdentityCode: '150385-****',
  isGuardianHasSameAddress: false,
  streetAddress: 'Runeberginkatu 43 B 18',
  zipCode: '00260',
  postOffice: 'Helsinki',
};

describe("the guardians' tab of my information", { timeout: 30_000 }, () => {
  describe('given Maija acting for Eetu, who has two guardians', () => {
    it('should show both view-only, with the note that each guardian updates their own details', async () => {
      const server = fakeServer({
        'GET /api/session': {
          body: { ...signedIn('en'), actingFor: { firstName: 'Eetu', lastName: 'Virtanen' } },
        },
        'GET /api/user': userAnswer(),
        'GET /api/user/guardians': {
          body: {
            type: 'success',
            guardians: [
              {
                ...guardian,
                name: 'Virtanen Maija',
                phone: '+358401112233',
                emailAddress: 'maija@example.fi',
              },
              {
                ...guardian,
                name: 'Korhonen Mikko',
                phone: '+358442345678',
                emailAddress: 'mikko@example.fi',
              },
            ],
          },
        },
      });
      renderApp('/en/my-information?tab=guardians');

      const note = await screen.findByText(
        'Each guardian updates their own contact information.',
        {},
        { timeout: 15_000 },
      );
      const panel = note.closest('[role="tabpanel"]') as HTMLElement;
      expect(note).toBeVisible();
      expect(within(panel).getByRole('region', { name: 'Guardian 2' })).toHaveTextContent('Korhonen Mikko');
      expect(within(panel).queryAllByRole('textbox')).toEqual([]);
      expect(within(panel).queryByRole('button')).toBeNull();
      expect(server.requests.filter((request) => request.method !== 'GET')).toEqual([]);
    });
  });
});
