import { othersThreads, unassignedThreads } from '@portal/ui/examples';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, type SeenRequest } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { signedIn } from '../../test/sessions';

const helena = {
  type: 'success',
  staff: { id: 'u-nurse', firstName: 'Helena', lastName: 'Saarinen', title: 'Sairaanhoitaja', role: 'nurse' },
  csrfToken: 'staff-token',
  lang: 'en',
};

/** The workspace's messaging API: each queue, Helena with no absence, her colleague. */
function clinicGraphql(request: SeenRequest) {
  const { query, variables } = request.body as { query: string; variables: { category?: string } };
  if (query.includes('query Threads')) {
    const threads = variables.category === 'unassigned' ? unassignedThreads : othersThreads;
    return { body: { data: { threads: { totalCount: threads.length, paginatedThreads: threads } } } };
  }
  if (query.includes('query Me'))
    return {
      body: {
        data: {
          me: {
            id: 'u-nurse',
            kind: 'ProfessionalUser',
            firstName: 'Helena',
            lastName: 'Saarinen',
            title: null,
            absences: [],
          },
        },
      },
    };
  if (query.includes('query Professionals')) return { body: { data: { professionals: [] } } };
  return { body: { data: null, errors: [{ message: 'notFound', extensions: { code: 'notFound' } }] } };
}

describe('the clinic workspace page', () => {
  describe('given a browser with a patient’s session only', () => {
    it('should offer the staff sign-in and nothing of the queues', async () => {
      const server = fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/clinic/session': { status: 401, body: { type: 'unauthorized' } },
      });
      renderApp('/clinic/en');
      expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
        'href',
        '/clinic/oauth/authenticate?lang=en',
      );
      expect(screen.queryByRole('navigation', { name: 'Queues' })).not.toBeInTheDocument();
      expect(server.requests.some((request) => request.path === '/api/clinic/messaging')).toBe(false);
    });

    it('should say why when the identity given was not a staff member’s', async () => {
      fakeServer({ 'GET /api/clinic/session': { status: 401, body: { type: 'unauthorized' } } });
      renderApp('/clinic/fi?error=notStaff');
      expect(
        await screen.findByText(
          'Tunnus ei kuulu klinikan henkilökunnalle. Potilaat kirjautuvat asiointipalveluun.',
        ),
      ).toBeVisible();
    });
  });

  describe('given a nurse signed in to the workspace', () => {
    it('should show the unassigned queue through the workspace’s API only', async () => {
      const server = fakeServer({
        'GET /api/clinic/session': { body: helena },
        'POST /api/clinic/messaging': clinicGraphql,
      });
      renderApp('/clinic/en?queue=unassigned');
      expect(await screen.findByText('Signed in: Helena Saarinen, nurse')).toBeVisible();
      const queues = screen.getByRole('navigation', { name: 'Queues' });
      expect(within(queues).getByRole('link', { name: 'Unassigned' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(await screen.findByRole('link', { name: 'Laboratoriotulokset' })).toHaveAttribute(
        'href',
        '/clinic/en/threads/12',
      );
      expect(screen.getByRole('heading', { level: 2, name: 'Absence' })).toBeVisible();
      const calls = server.requests.filter((request) => request.path === '/api/clinic/messaging');
      expect(calls.length).toBeGreaterThan(0);
      expect(server.requests.some((request) => request.path === '/api/customer-messaging')).toBe(false);
    });
  });
});
