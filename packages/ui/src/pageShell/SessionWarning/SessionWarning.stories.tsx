import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyWords } from '../../examples/storyWords';
import { useWords } from '../../i18n';
import { ToastProvider } from '../../Toast';
import { SessionWarning } from './SessionWarning';

interface Args {
  /** The seconds the warning says; none for no warning. */
  seconds?: number;
}

function Warning({ seconds }: Args) {
  const LL = useWords();
  return (
    <ToastProvider label={LL.shell.sessionWarning.regionLabel()}>
      <div style={{ minHeight: '10rem' }}>
        <SessionWarning
          message={seconds === undefined ? null : LL.shell.sessionWarning.text({ n: seconds })}
        />
      </div>
    </ToastProvider>
  );
}

const meta = {
  title: 'Shell/SessionWarning',
  component: Warning,
  args: { seconds: 90 },
  argTypes: { seconds: { control: { type: 'number', min: 1, max: 90 } } },
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
