import { exampleThread, maijaUser } from '@portal/ui/examples';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, type SeenRequest } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { messagingCustomer } from '../../../test/sessions';

const session = messagingCustomer();

/** The messaging API as one open conversation reads it, taking replies. */
function graphql(request: SeenRequest) {
  const query = String((request.body as { query: string }).query);
  if (query.includes('mutation SendMessage'))
    return { body: { data: { sendMessage: exampleThread.messages.paginatedMessages[0] } } };
  if (query.includes('query Thread')) return { body: { data: { thread: exampleThread } } };
  if (query.includes('query Me {')) return { body: { data: { me: { ...maijaUser, absences: [] } } } };
  if (query.includes('unreadCount')) return { body: { data: { unreadCount: 0 } } };
  if (query.includes('query MessagingInfo'))
    return { body: { data: { messagingInfo: { status: 'enabled', announcement: null } } } };
  return { body: { data: null, errors: [{ message: 'notFound', extensions: { code: 'notFound' } }] } };
}

describe('a conversation', () => {
  describe('given Maija sends a reply', () => {
    it('should empty the reply box and keep focus there for the next one', async () => {
      const server = fakeServer({
        'GET /api/session': { body: session },
        'POST /api/customer-messaging': graphql,
      });
      renderApp('/en/conversations/11');

      const reply = await screen.findByRole('textbox', { name: 'Your message' }, { timeout: 15_000 });
      await userEvent.type(reply, 'Thank you, I will book a time.');
      await userEvent.click(screen.getByRole('button', { name: 'Send' }));

      // Sent once the list is read again and the reply box is open for the next message.
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your message' })).toBeEnabled());
      expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Your message' }));
      const sent = server.requests.filter((r) =>
        String((r.body as { query?: string })?.query).includes('SendMessage'),
      );
      expect(sent).toHaveLength(1);
    });
  });
});
