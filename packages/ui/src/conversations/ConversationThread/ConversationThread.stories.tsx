import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ClinicThreadActions } from '../../clinic/ClinicThreadActions';
import { clinicViewerId, unassignedThread } from '../../examples/clinic';
import { exampleAnnouncement, exampleThread } from '../../examples/conversations';
import { storyWords } from '../../examples/storyWords';
import { useWords } from '../../i18n';
import { ConversationThread } from './ConversationThread';

const meta = {
  title: 'Conversations/ConversationThread',
  component: ConversationThread,
  parameters: { pageShot: true },
  args: {
    state: { status: 'loaded', thread: exampleThread },
    viewerId: 'u-maija',
    announcement: exampleAnnouncement,
    backHref: '/fi/viestit',
    reply: { text: '', attachments: [], status: 'idle' },
    onReplyChange: fn(),
    onSend: fn(),
    onSelectFiles: fn(),
    onRemoveAttachment: fn(),
    onDownload: fn(),
  },
} satisfies Meta<typeof ConversationThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The messages by Helsinki day (the last one, written at 00.30 Helsinki time, on a day of its own),
 * the deleted one in the specification's words, the doctor's attachment and the announcement with
 * its markdown rendered and its script and javascript link dropped.
 */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement, globals, args, userEvent }) => {
    const words = storyWords(globals).conversations;
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Yskä flunssan jälkeen');
    await expect(canvas.getByRole('link', { name: words.thread.back() })).toHaveAttribute(
      'href',
      '/fi/viestit',
    );
    const days = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(days).toEqual(['21.11.2026', '22.11.2026', '23.11.2026']);
    await expect(canvas.getByText(words.thread.deleted())).toBeVisible();
    // The announcement's markdown renderer loads apart (in the static catalogue after the story).
    await expect(await canvas.findByText('1–3 arkipäivän')).toHaveProperty('tagName', 'STRONG');
    await expect(canvas.getByRole('link', { name: 'ohjeista' })).toHaveAttribute(
      'href',
      'https://example.fi/ohjeet',
    );
    expect(canvasElement.querySelector('script')).toBeNull();
    expect(canvasElement.querySelector('a[href^="javascript"]')).toBeNull();
    await expect(canvas.getByRole('button', { name: words.thread.send() })).toBeDisabled();
    await userEvent.click(
      canvas.getByRole('button', { name: words.thread.download({ fileName: 'Hoito-ohje.pdf' }) }),
    );
    await expect(args.onDownload).toHaveBeenCalledWith('a1');
  },
};

/** A reply written: Send sends it. */
export const ReplyWritten: Story = {
  args: { reply: { text: 'Yskä jatkuu edelleen.', attachments: [], status: 'idle' } },
  play: async ({ canvas, globals, args, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyWords(globals).conversations.thread.send() }),
    );
    await expect(args.onSend).toHaveBeenCalled();
  },
};

/** The person has sent as many messages as the clinic takes for now: the time to send again. */
export const ReplyLimited: Story = {
  args: {
    reply: { text: 'Vielä yksi asia.', attachments: [], status: 'limited', retryAt: '2026-11-25T13:35:00Z' },
  },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals);
    const time = words.components.dateTime({
      date: '25.11.2026',
      time: globals.lang === 'en' ? '15:35' : '15.35',
    });
    await expect(canvas.getByText(words.conversations.limited({ time }))).toBeVisible();
  },
};

/** Only an attachment, no text: that is enough to send. */
export const AttachmentOnly: Story = {
  args: {
    reply: {
      text: ' ',
      attachments: [{ key: 'f1', fileName: 'kuva.jpg', status: 'uploaded' }],
      status: 'idle',
    },
  },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('button', { name: storyWords(globals).conversations.thread.send() }),
    ).toBeEnabled();
  },
};

export const Sending: Story = {
  args: { reply: { text: 'Yskä jatkuu edelleen.', attachments: [], status: 'sending' } },
};

export const SendFailed: Story = {
  args: { reply: { text: 'Yskä jatkuu edelleen.', attachments: [], status: 'failed' } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      storyWords(globals).conversations.thread.sendFailed(),
    );
  },
};

export const AssigneeAbsent: Story = {
  args: {
    state: { status: 'loaded', thread: { ...exampleThread, assigneeAbsent: true } },
    announcement: null,
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyWords(globals).conversations.thread.assigneeAbsent())).toBeVisible();
  },
};

/** A closed conversation takes no reply. */
export const Closed: Story = {
  args: { state: { status: 'loaded', thread: { ...exampleThread, isActive: false } }, announcement: null },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).conversations;
    await expect(canvas.getByText(words.thread.closedNote())).toBeVisible();
    expect(canvas.queryByRole('button', { name: words.thread.send() })).toBeNull();
    expect(
      within(canvas.getByRole('region', { name: words.thread.messages() })).getAllByRole('article'),
    ).toHaveLength(4);
  },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const Failed: Story = {
  args: { state: { status: 'failed' } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      storyWords(globals).conversations.thread.failed(),
    );
  },
};

export const Maintenance: Story = { args: { state: { status: 'maintenance' } } };

/**
 * As the clinic workspace shows it: back to the queue, the handling of the thread under the
 * participants, no response-time note.
 */
export const InTheClinicWorkspace: Story = {
  args: { viewerId: clinicViewerId, backHref: '/clinic/fi?queue=unassigned', showResponseTime: false },
  render: function Render(args) {
    const LL = useWords();
    return (
      <ConversationThread
        {...args}
        state={{ status: 'loaded', thread: unassignedThread }}
        backLabel={LL.conversations.clinic.thread.back()}
        actions={
          <ClinicThreadActions
            thread={unassignedThread}
            viewerId={clinicViewerId}
            onTake={fn()}
            onClose={fn()}
          />
        }
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).conversations;
    await expect(canvas.getByRole('link', { name: words.clinic.thread.back() })).toBeVisible();
    await expect(canvas.getByRole('button', { name: words.clinic.thread.take() })).toBeVisible();
    await expect(canvas.queryByText(words.responseTime())).toBeNull();
  },
};
