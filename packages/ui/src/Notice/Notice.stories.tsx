import { i18nObject } from '@portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack';
import { Notice, type NoticeTone } from './Notice';
import { noticeTones } from './Notice.css';

type Words = ReturnType<typeof i18nObject>;

/** A message of the portal for each tone, so every story shows real words in the toolbar's language. */
function wordsOf(tone: NoticeTone, LL: Words): { title: string; text: string } {
  switch (tone) {
    case 'info':
      return { title: LL.auth.smsCode.title(), text: LL.auth.smsCode.intro() };
    case 'success':
      return {
        title: LL.components.examples.toasts.appointmentCancelled(),
        text: LL.components.examples.toasts.saved(),
      };
    case 'warning':
      return { title: LL.auth.smsCode.tooManyTitle(), text: LL.auth.smsCode.tooManyText() };
    case 'danger':
      return { title: LL.auth.smsCode.failedTitle(), text: LL.auth.smsCode.failedText() };
    default:
      return tone satisfies never;
  }
}

const meta = {
  title: 'Components/Notice',
  component: Notice,
  args: { tone: 'info' },
  argTypes: { tone: { control: 'inline-radio', options: noticeTones } },
  render: (args, { globals }) => {
    const words = wordsOf(args.tone ?? 'info', i18nObject(globals.lang));
    return (
      <Notice {...args} title={words.title}>
        {words.text}
      </Notice>
    );
  },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas, globals }) => {
    // Info and success wait for a pause in speech: a polite status, not an alert.
    await expect(canvas.getByRole('status')).toHaveTextContent(i18nObject(globals.lang).auth.smsCode.intro());
  },
};

export const Success: Story = { args: { tone: 'success' } };

export const Warning: Story = {
  args: { tone: 'warning' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveAttribute('data-tone', 'warning');
  },
};

export const Danger: Story = {
  args: { tone: 'danger' },
  play: async ({ canvas, globals }) => {
    const LL = i18nObject(globals.lang);
    await expect(canvas.getByRole('alert')).toHaveTextContent(LL.auth.smsCode.failedTitle());
  },
};

/** A notice of one line, without a title. */
export const WithoutTitle: Story = {
  render: (args, { globals }) => <Notice {...args}>{i18nObject(globals.lang).errors.network()}</Notice>,
  args: { tone: 'danger' },
};

export const AllStates: Story = {
  render: (_args, { globals }) => {
    const LL = i18nObject(globals.lang);
    return (
      <Stack space="md">
        {noticeTones.map((tone) => (
          <Notice key={tone} tone={tone} title={wordsOf(tone, LL).title}>
            {wordsOf(tone, LL).text}
          </Notice>
        ))}
      </Stack>
    );
  },
};
