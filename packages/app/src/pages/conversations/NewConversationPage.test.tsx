import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, type SeenRequest } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { signedIn } from '../../../test/sessions';

const messaging = () => {
  const maija = signedIn('en');
  return {
    ...maija,
    session: {
      ...maija.session,
      features: ['customer-messaging-allowed', 'customer-messaging-enabled'],
      healthCareType: 'occupational',
    },
  };
};

/** The messaging API, refusing the upload slot as the server does past a person's upload limits. */
function graphql(request: SeenRequest) {
  const query = String((request.body as { query: string }).query);
  if (query.includes('createAttachmentUpload'))
    return {
      body: {
        data: null,
        errors: [{ message: 'tooManyRequests', extensions: { code: 'tooManyRequests', retryAfter: 3600 } }],
      },
    };
  if (query.includes('messagingInfo'))
    return { body: { data: { messagingInfo: { status: 'ok', announcement: null } } } };
  return { body: { data: null, errors: [{ message: 'notFound', extensions: { code: 'notFound' } }] } };
}

describe('the new message page', () => {
  describe('given the server refuses an attachment for too many uploads', () => {
    it('should say so in a toast and mark the file failed', async () => {
      fakeServer({ 'GET /api/session': { body: messaging() }, 'POST /api/customer-messaging': graphql });
      renderApp('/en/conversations/new');
      await screen.findByRole('button', { name: 'Add attachments' });
      const input = document.querySelector('input[type="file"]') as HTMLInputElement;
      await userEvent.upload(input, new File(['%PDF-1.7'], 'lausunto.pdf', { type: 'application/pdf' }));
      expect(await screen.findByText('Too many attachments')).toBeInTheDocument();
      expect(
        screen.getByText('You cannot attach more files right now. Try again later.'),
      ).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.getByText('Attaching lausunto.pdf failed. Try again.')).toBeInTheDocument(),
      );
    });
  });
});
