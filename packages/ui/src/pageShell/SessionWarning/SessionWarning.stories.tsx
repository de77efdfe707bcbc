import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyWords } from '../../examples/storyWords';
import { useWords } from '../../i18n';
import { ToastProvider } from '../../Toast';
import { SessionWarning, type SessionWarningKind, sessionWarningKinds } from './SessionWarning';

interface Args {
  /** The seconds the warning says; none for no warning. */
  seconds?: number;
  /** What the warning offers. Default `extendable`. */
  kind?: SessionWarningKind;
  /** Continue, shown on an extendable warning when given. */
  onContinue?: () => void;
}

function Warning({ seconds, kind = 'extendable', onContinue }: Args) {
  const LL = useWords();
  const words = LL.shell.sessionWarning;
  const message =
    seconds === undefined
      ? null
      : kind === 'final'
        ? words.final({ n: seconds })
        : words.text({ n: seconds });
  return (
    <ToastProvider label={words.regionLabel()}>
      <div style={{ minHeight: '10rem' }}>
        <SessionWarning
          message={message}
          action={
            kind === 'extendable' && onContinue !== undefined
              ? { label: words.continue(), onPress: onContinue }
              : null
          }
        />
      </div>
    </ToastProvider>
  );
}

const meta = {
  title: 'Shell/SessionWarning',
  component: Warning,
  args: { seconds: 90 },
  argTypes: {
    seconds: { control: { type: 'number', min: 1, max: 90 } },
    kind: { control: 'inline-radio', options: sessionWarningKinds },
  },
} satisfies Meta<typeof Warning>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 90 seconds before the end. */
export const NinetySeconds: Story = {
  play: async ({ globals }) => {
    const LL = storyWords(globals);
    const region = await within(document.body).findByRole('region', {
      name: LL.shell.sessionWarning.regionLabel(),
    });
    await expect(region).toHaveTextContent(LL.shell.sessionWarning.text({ n: 90 }));
  },
};

/** 30 seconds before the end. */
export const ThirtySeconds: Story = { args: { seconds: 30 } };

/** A page opened with 12 seconds left says what is left. */
export const Late: Story = { args: { seconds: 12 } };

export const Swedish: Story = { args: { seconds: 30 }, globals: { lang: 'sv' } };
export const English: Story = { args: { seconds: 30 }, globals: { lang: 'en' } };

/** Closed from the keyboard with its close button; it does not come back. */
export const DismissedByKeyboard: Story = {
  play: async ({ globals, userEvent, step }) => {
    const LL = storyWords(globals);
    const body = within(document.body);
    const region = await body.findByRole('region', { name: LL.shell.sessionWarning.regionLabel() });
    await step('reach the close button and press Enter', async () => {
      within(region).getByRole('button').focus();
      await userEvent.keyboard('{Enter}');
    });
    await expect(body.queryByText(LL.shell.sessionWarning.text({ n: 90 }))).toBeNull();
  },
};

/** No warning: nothing shows. */
export const None: Story = {
  args: { seconds: undefined },
  play: async ({ globals }) => {
    const LL = storyWords(globals);
    await expect(
      within(document.body).queryByRole('region', { name: LL.shell.sessionWarning.regionLabel() }),
    ).toBeNull();
  },
};

/** With Continue, which extends the session; pressed from the keyboard. */
export const WithContinue: Story = {
  args: { seconds: 90, onContinue: fn() },
  play: async ({ args, globals, userEvent, step }) => {
    const LL = storyWords(globals);
    const region = await within(document.body).findByRole('region', {
      name: LL.shell.sessionWarning.regionLabel(),
    });
    const button = within(region).getByRole('button', { name: LL.shell.sessionWarning.continue() });
    await step('press Continue with the keyboard', async () => {
      button.focus();
      await userEvent.keyboard('{Enter}');
    });
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

export const WithContinueFinnish: Story = {
  args: { seconds: 30, onContinue: fn() },
  globals: { lang: 'fi' },
};

/** At the ceiling: the session ends and cannot be extended, so there is no Continue. */
export const FinalWithoutContinue: Story = {
  args: { seconds: 90, kind: 'final', onContinue: fn() },
  play: async ({ globals }) => {
    const LL = storyWords(globals);
    const region = await within(document.body).findByRole('region', {
      name: LL.shell.sessionWarning.regionLabel(),
    });
    await expect(region).toHaveTextContent(LL.shell.sessionWarning.final({ n: 90 }));
    await expect(
      within(region).queryByRole('button', { name: LL.shell.sessionWarning.continue() }),
    ).toBeNull();
  },
};

export const FinalSwedish: Story = { args: { seconds: 30, kind: 'final' }, globals: { lang: 'sv' } };
