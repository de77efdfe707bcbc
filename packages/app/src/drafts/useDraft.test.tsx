import { exampleThread } from '@portal/ui/examples';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer, type SeenRequest } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { messagingCustomer } from '../../test/sessions';

// Messaging shows to an occupational customer with both messaging features.
const person = (personKey: string) => messagingCustomer('en', { personKey });

function graphql(request: SeenRequest) {
  const query = String((request.body as { query: string }).query);
  if (query.includes('unreadCount')) return { body: { data: { unreadCount: 0 } } };
  if (query.includes('query MessagingInfo'))
    return { body: { data: { messagingInfo: { status: 'operational', announcement: null } } } };
  if (query.includes('query Thread(')) return { body: { data: { thread: exampleThread } } };
  if (query.includes('query Me')) return { body: { data: { me: { id: 'maija' } } } };
  if (query.includes('sendMessageInNewThread'))
    return { body: { data: { sendMessageInNewThread: ['/threads/77'] } } };
  return { body: { data: null, errors: [{ message: 'notFound', extensions: { code: 'notFound' } }] } };
}

/** Maija types a new message, and her page goes (the session ended, the tab went to sign-in). */
async function typeAndLeave(personKey: string) {
  fakeServer({
    'GET /api/session': { body: person(personKey) },
    'POST /api/customer-messaging': graphql,
  });
  renderApp('/en/conversations/new');
  await userEvent.type(await screen.findByRole('textbox', { name: /Subject/ }), 'Knee');
  await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'It still hurts when I walk.');
  cleanup();
}

describe('a draft of a new message', () => {
  afterEach(() => sessionStorage.clear());

  describe('given Maija signing in again after her session ended mid-message', () => {
    it('should give her back the subject and the text', async () => {
      await typeAndLeave('person-maija');
      fakeServer({
        'GET /api/session': { body: person('person-maija') },
        'POST /api/customer-messaging': graphql,
      });

      renderApp('/en/conversations/new');

      expect(await screen.findByRole('textbox', { name: /Subject/ })).toHaveValue('Knee');
      expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('It still hurts when I walk.');
    });
  });

  describe('given someone else signing in next in the same tab', () => {
    it('should show them an empty form and forget her draft', async () => {
      await typeAndLeave('person-maija');
      fakeServer({
        'GET /api/session': { body: person('person-mikko') },
        'POST /api/customer-messaging': graphql,
      });

      renderApp('/en/conversations/new');

      expect(await screen.findByRole('textbox', { name: /Subject/ })).toHaveValue('');
      expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
      await waitFor(() => expect(sessionStorage.length).toBe(0));
    });
  });

  describe('given Maija sending the restored message', () => {
    it('should forget the draft', async () => {
      await typeAndLeave('person-maija');
      fakeServer({
        'GET /api/session': { body: person('person-maija') },
        'POST /api/customer-messaging': graphql,
      });
      renderApp('/en/conversations/new');
      await screen.findByDisplayValue('Knee');

      await userEvent.click(screen.getByRole('button', { name: 'Send' }));

      await waitFor(() => expect(sessionStorage.length).toBe(0));
    });
  });
});

describe('a draft of a reply', () => {
  afterEach(() => sessionStorage.clear());

  describe('given Maija signing in again after her session ended mid-reply', () => {
    it('should give her back the reply in that conversation only', async () => {
      const routes = {
        'GET /api/session': { body: person('person-maija') },
        'POST /api/customer-messaging': graphql,
      };
      fakeServer(routes);
      renderApp('/en/conversations/11');
      await userEvent.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Still coughing.');
      cleanup();
      fakeServer(routes);

      renderApp('/en/conversations/11');

      expect(await screen.findByRole('textbox', { name: 'Your message' })).toHaveValue('Still coughing.');
      expect(Object.keys(sessionStorage)).toEqual(['portal.draft.person-maija.reply.11']);
    });
  });
});
