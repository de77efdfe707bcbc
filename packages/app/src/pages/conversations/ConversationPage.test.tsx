import { exampleThread } from '@portal/ui/examples';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, type SeenRequest } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { messagingCustomer } from '../../../test/sessions';

const messaging = () => messagingCustomer();

/** The messaging API, which refuses the reply: Maija has sent this hour's thirty messages. */
function graphql(request: SeenRequest) {
  const query = String((request.body as { query: string }).query);
  if (query.includes('sendMessage('))
    return {
      body: {
        data: null,
        errors: [{ message: 'tooManyRequests', extensions: { code: 'tooManyRequests', retryAfter: 600 } }],
      },
    };
  if (query.includes('thread(')) return { body: { data: { thread: exampleThread } } };
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

describe('a conversation page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('given Maija has sent as many messages as the clinic takes for now', () => {
    it('should tell her when she can reply again, keeping her reply', async () => {
      fakeServer({
        'GET /api/session': { body: messaging() },
        'POST /api/customer-messaging': graphql,
      });
      renderApp('/en/conversations/11');
      const user = userEvent.setup();
      await user.type(await screen.findByRole('textbox', { name: /Your message/ }), 'Still coughing.');
      await user.click(screen.getByRole('button', { name: 'Send' }));

      // Ten minutes after 14.00 Helsinki time.
      expect(
        await screen.findByText(
          'You have sent many messages in a short time. You can send again on 22.11.2026 at 14:10.',
        ),
      ).toBeVisible();
      expect(screen.queryByText('Failed to send the message.')).not.toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /Your message/ })).toHaveValue('Still coughing.');
    });
  });
});
