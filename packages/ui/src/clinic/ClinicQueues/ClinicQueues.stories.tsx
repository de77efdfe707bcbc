import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { colleagues, othersThreads, unassignedThreads } from '../../examples/clinic';
import { nurseUser } from '../../examples/conversations';
import { storyWords } from '../../examples/storyWords';
import { AbsencePanel } from '../AbsencePanel';
import { ClinicFrame } from '../ClinicFrame';
import { ClinicQueues } from './ClinicQueues';

const meta = {
  title: 'Clinic/ClinicQueues',
  component: ClinicQueues,
  parameters: { pageShot: true },
  args: {
    queue: 'unassigned',
    state: { status: 'loaded', threads: unassignedThreads },
    queueHref: (queue) => `/clinic/fi?queue=${queue}`,
    threadHref: (id) => `/clinic/fi/threads/${id}`,
    aside: (
      <AbsencePanel
        state={{ status: 'present' }}
        draft={{ startDate: null, endDate: null, substituteIds: [], note: '' }}
        colleagues={colleagues}
        onDraftChange={fn()}
        onSave={fn()}
        onEnd={fn()}
      />
    ),
  },
  decorators: [
    (Story) => (
      <ClinicFrame
        staff={{ ...nurseUser, role: 'nurse' }}
        languageHref={(lang) => `/clinic/${lang}`}
        onSignOut={fn()}
      >
        <Story />
      </ClinicFrame>
    ),
  ],
} satisfies Meta<typeof ClinicQueues>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The unassigned queue: new messages from patients, one unread, no one handling them; the absence beside. */
export const Unassigned: Story = {
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).conversations;
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      words.clinic.queues.unassigned(),
    );
    await expect(canvas.getByRole('link', { name: words.clinic.queues.unassigned() })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const items = within(canvas.getByRole('main'))
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('h2'));
    expect(items).toHaveLength(2);
    await expect(within(items[0] as HTMLElement).getByText(words.list.unread())).toBeVisible();
    await expect(
      within(items[0] as HTMLElement).getByText(words.clinic.list.patient({ name: 'Maija Virtanen' })),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Laboratoriotulokset' })).toHaveAttribute(
      'href',
      '/clinic/fi/threads/12',
    );
  },
};

/** Others' threads: who handles each. */
export const Others: Story = {
  args: { queue: 'others', state: { status: 'loaded', threads: othersThreads } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(storyWords(globals).conversations.clinic.list.assignee({ name: 'Antti Mäkelä' })),
    ).toBeVisible();
  },
};

/** Nothing assigned to me. */
export const Empty: Story = {
  args: { queue: 'assignedToMe', state: { status: 'loaded', threads: [] } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyWords(globals).conversations.clinic.list.empty())).toBeVisible();
  },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

/** The queue could not be read. */
export const Failed: Story = {
  args: { state: { status: 'failed' } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyWords(globals).conversations.clinic.list.failed())).toBeVisible();
  },
};

/** Messaging in maintenance: the queues cannot be read. */
export const Maintenance: Story = {
  args: { state: { status: 'maintenance' } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyWords(globals).conversations.maintenance())).toBeVisible();
  },
};
