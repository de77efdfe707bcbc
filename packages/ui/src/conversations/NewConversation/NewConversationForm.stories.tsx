import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { asListPage } from '../../examples/listPage';
import { storyWords } from '../../examples/storyWords';
import { NewConversationForm } from './NewConversationForm';

const meta = {
  title: 'Conversations/NewConversationForm',
  component: NewConversationForm,
  decorators: [asListPage((LL) => ({ title: LL.conversations.newThread.title() }))],
  parameters: { pageShot: true },
  args: {
    draft: { subject: '', message: '', attachments: [], status: 'idle' },
    onChange: fn(),
    onSend: fn(),
    onSelectFiles: fn(),
    onRemoveAttachment: fn(),
  },
} satisfies Meta<typeof NewConversationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing written yet: Send is disabled; the response-time note shows. */
export const Empty: Story = {
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).conversations;
    await expect(canvas.getByRole('button', { name: words.newThread.send() })).toBeDisabled();
    await expect(canvas.getByText(words.responseTime())).toBeVisible();
  },
};

/** A subject of spaces only still blocks Send. */
export const BlankSubject: Story = {
  args: { draft: { subject: '   ', message: 'Hei', attachments: [], status: 'idle' } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('button', { name: storyWords(globals).conversations.newThread.send() }),
    ).toBeDisabled();
  },
};

export const Written: Story = {
  args: {
    draft: { subject: 'Rokotukset', message: 'Tarvitsenko tehosteen?', attachments: [], status: 'idle' },
  },
  play: async ({ canvas, globals, args, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyWords(globals).conversations.newThread.send() }),
    );
    await expect(args.onSend).toHaveBeenCalled();
  },
};

export const SubjectTooLong: Story = {
  args: { draft: { subject: 'x'.repeat(71), message: 'Hei', attachments: [], status: 'idle' } },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).conversations.newThread;
    await expect(canvas.getByText(words.subjectTooLong({ max: 70 }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: words.send() })).toBeDisabled();
  },
};

/** A file still uploading holds Send back; a failed one says so. */
export const WithAttachments: Story = {
  args: {
    draft: {
      subject: 'Lähete',
      message: 'Liitteenä lähete.',
      attachments: [
        { key: 'a', fileName: 'lahete.pdf', status: 'uploaded' },
        { key: 'b', fileName: 'kuva.png', status: 'uploading' },
        { key: 'c', fileName: 'taulukko.xlsx', status: 'error' },
      ],
      status: 'idle',
    },
  },
  play: async ({ canvas, globals, args, userEvent }) => {
    const words = storyWords(globals).conversations;
    await expect(canvas.getByRole('button', { name: words.newThread.send() })).toBeDisabled();
    await expect(
      canvas.getByText(words.attachments.uploadFailed({ fileName: 'taulukko.xlsx' })),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: words.attachments.remove({ fileName: 'lahete.pdf' }) }),
    );
    await expect(args.onRemoveAttachment).toHaveBeenCalledWith('a');
  },
};

export const RefusedFileType: Story = {
  args: {
    draft: { subject: '', message: '', attachments: [], refusedFileName: 'ohjelma.exe', status: 'idle' },
  },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(storyWords(globals).conversations.attachments.wrongType({ fileName: 'ohjelma.exe' })),
    ).toBeVisible();
  },
};

export const Sending: Story = {
  args: {
    draft: { subject: 'Rokotukset', message: 'Tarvitsenko tehosteen?', attachments: [], status: 'sending' },
  },
};

export const SendFailed: Story = {
  args: {
    draft: { subject: 'Rokotukset', message: 'Tarvitsenko tehosteen?', attachments: [], status: 'failed' },
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      storyWords(globals).conversations.newThread.sendFailed(),
    );
  },
};

export const Maintenance: Story = { args: { maintenance: true } };

/**
 * The person has started as many conversations as the clinic takes for now (`tooManyRequests`): the
 * time to send again, and what they wrote stays.
 */
export const Limited: Story = {
  args: {
    draft: {
      subject: 'Reseptin uusiminen',
      message: 'Hei, tarvitsisin uuden reseptin.',
      attachments: [],
      status: 'limited',
      retryAt: '2026-11-25T13:35:00Z',
    },
  },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals);
    const time = words.components.dateTime({
      date: '25.11.2026',
      time: globals.lang === 'en' ? '15:35' : '15.35',
    });
    await expect(canvas.getByText(words.conversations.limited({ time }))).toBeVisible();
    await expect(
      canvas.getByLabelText(words.conversations.newThread.message(), { exact: false }),
    ).toHaveValue('Hei, tarvitsisin uuden reseptin.');
  },
};
