import { exampleThreadSummaries } from '@portal/ui/examples';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, type SeenRequest } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { signedIn } from '../../../test/sessions';

// The messages entry of the menu is in the occupational group: an occupational customer sees it.
const messaging = (features: string[]) => {
  const maija = signedIn('en');
  return { ...maija, session: { ...maija.session, features, healthCareType: 'occupational' } };
};

/** The messaging API as the list and the menu read it. */
function graphql(request: SeenRequest) {
  const query = String((request.body as { query: string }).query);
  if (query.includes('unreadCount')) return { body: { data: { unreadCount: 1 } } };
  if (query.includes('threads'))
    return { body: { data: { threads: { totalCount: 4, paginatedThreads: exampleThreadSummaries } } } };
  return { body: { data: null, errors: [{ message: 'notFound', extensions: { code: 'notFound' } }] } };
}

describe('the conversation list page', () => {
  it('should list the conversations and show the unread count on the menu entry', async () => {
    const server = fakeServer({
      'GET /api/session': {
        body: messaging(['customer-messaging-allowed', 'customer-messaging-enabled']),
      },
      'POST /api/customer-messaging': graphql,
    });
    renderApp('/en/conversations');

    expect(await screen.findByRole('link', { name: 'Laboratoriotulokset' })).toHaveAttribute(
      'href',
      '/en/conversations/12',
    );
    expect(screen.getByRole('link', { name: 'Conversation' })).toHaveAttribute(
      'href',
      '/en/conversations/10',
    );
    const menu = screen.getAllByRole('navigation', { name: 'Main menu' })[0] as HTMLElement;
    expect(await within(menu).findByText('1 unread')).toBeInTheDocument();
    const posts = server.requests.filter((request) => request.path === '/api/customer-messaging');
    expect(posts.length).toBeGreaterThanOrEqual(2);
  });

  it('should tell that messaging is offline in maintenance mode', async () => {
    fakeServer({
      'GET /api/session': { body: messaging(['customer-messaging-allowed']) },
      'POST /api/customer-messaging': {
        body: { data: null, errors: [{ message: 'm', extensions: { code: 'messagingMaintenance' } }] },
      },
    });
    renderApp('/en/conversations');
    expect(await screen.findByRole('alert')).toHaveTextContent('Messaging is currently offline');
  });

  it('should render nothing of its own without the messaging feature', async () => {
    const server = fakeServer({ 'GET /api/session': { body: messaging([]) } });
    renderApp('/en/conversations');
    await screen.findByRole('banner');
    expect(screen.queryByRole('heading', { level: 1, name: 'Messages' })).not.toBeInTheDocument();
    expect(server.requests.some((request) => request.path === '/api/customer-messaging')).toBe(false);
  });
});

describe('given a conversation the clinic closes between two reads of the list', () => {
  beforeEach(() => {
    // The timers run on their own (testing-library waits on short ones) and jump when the test moves them.
    vi.useFakeTimers({
      toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should tell so with a toast that stays for 15 seconds', async () => {
    let closed = false;
    fakeServer({
      'GET /api/session': {
        body: messaging(['customer-messaging-allowed', 'customer-messaging-enabled']),
      },
      'POST /api/customer-messaging': (request) => {
        const query = String((request.body as { query: string }).query);
        if (!query.includes('threads')) return graphql(request);
        const threads = exampleThreadSummaries.map((thread) =>
          thread.id === '11' ? { ...thread, isActive: !closed } : thread,
        );
        return { body: { data: { threads: { totalCount: 4, paginatedThreads: threads } } } };
      },
    });
    renderApp('/en/conversations');
    await screen.findByRole('link', { name: 'Yskä flunssan jälkeen' });
    expect(screen.queryByText('The conversation has been closed.')).not.toBeInTheDocument();

    closed = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(120_000);
    });
    expect(await screen.findByText('The conversation has been closed.')).toBeVisible();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(14_000);
    });
    expect(screen.getByText('The conversation has been closed.')).toBeVisible();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    await waitFor(() =>
      expect(screen.queryByText('The conversation has been closed.')).not.toBeInTheDocument(),
    );
  });
});
