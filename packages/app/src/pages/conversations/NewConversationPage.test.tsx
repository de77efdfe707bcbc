import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, type SeenRequest } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { messagingCustomer } from '../../../test/sessions';

const messaging = () => messagingCustomer();

/**
 * The messaging API past Maija's limits: it refuses an upload slot (she has used her uploads) and a
 * new conversation (she has started this hour's five).
 */
function graphql(request: SeenRequest) {
  const query = String((request.body as { query: string }).query);
  if (query.includes('createAttachmentUpload'))
    return {
      body: {
        data: null,
        errors: [{ message: 'tooManyRequests', extensions: { code: 'tooManyRequests', retryAfter: 3600 } }],
      },
    };
  if (query.includes('sendMessageInNewThread'))
    return {
      body: {
        data: null,
        errors: [{ message: 'tooManyRequests', extensions: { code: 'tooManyRequests', retryAfter: 1800 } }],
      },
    };
  if (query.includes('messagingInfo'))
    return { body: { data: { messagingInfo: { status: 'ok', announcement: null } } } };
  if (query.includes('unreadCount')) return { body: { data: { unreadCount: 0 } } };
  if (query.includes('me {'))
    return {
      body: {
        data: {
          me: {
            id: 'u-maija',
            kind: 'CustomerUser',
            firstName: 'Maija',
            lastName: 'Virtanen',
            title: null,
            absences: [],
          },
        },
      },
    };
  return { body: { data: null, errors: [{ message: 'notFound', extensions: { code: 'notFound' } }] } };
}

describe('the new message page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('given Maija has started as many conversations as the clinic takes for now', () => {
    it('should tell her when she can send again, keeping what she wrote', async () => {
      fakeServer({
        'GET /api/session': { body: messaging() },
        'POST /api/customer-messaging': graphql,
      });
      renderApp('/en/conversations/new');
      const user = userEvent.setup();
      await user.type(await screen.findByRole('textbox', { name: /Subject/ }), 'Prescription');
      await user.type(screen.getByRole('textbox', { name: /Message/ }), 'I need a new prescription.');
      await user.click(screen.getByRole('button', { name: 'Send' }));

      // Half an hour after 14.00 Helsinki time.
      expect(
        await screen.findByText(
          'You have sent many messages in a short time. You can send again on 22.11.2026 at 14:30.',
        ),
      ).toBeVisible();
      expect(screen.queryByText('Sending the message failed. Try again.')).not.toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('I need a new prescription.');
    });
  });
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
