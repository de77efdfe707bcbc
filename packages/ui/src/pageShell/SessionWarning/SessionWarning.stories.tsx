import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyWords } from '../../examples/storyWords';
import { useWords } from '../../i18n';
import { SessionWarning } from './SessionWarning';

interface Args {
  /** The seconds the warning says; none for no warning. */
  seconds?: number;
}

function Warning({ seconds }: Args) {
  const LL = useWords();
  return (
    <div style={{ minHeight: '10rem' }}>
      <SessionWarning
        message={seconds === undefined ? null : LL.shell.sessionWarning.text({ n: seconds })}
        regionLabel={LL.shell.sessionWarning.regionLabel()}
        dismissLabel={LL.shell.sessionWarning.dismiss()}
        // Stays for the picture; the ten seconds of the specification are the component's default.
        timeout={60_000}
      />
    </div>
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
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals);
    const region = await canvas.findByRole('region', { name: LL.shell.sessionWarning.regionLabel() });
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
  play: async ({ canvas, globals, userEvent, step }) => {
    const LL = storyWords(globals);
    const text = LL.shell.sessionWarning.text({ n: 90 });
    await canvas.findByText(text);
    await step('reach the close button and press it', async () => {
      const close = canvas.getByRole('button', { name: LL.shell.sessionWarning.dismiss() });
      close.focus();
      await userEvent.keyboard('{Enter}');
    });
    await expect(canvas.queryByText(text)).toBeNull();
  },
};

/** No warning: nothing shows. */
export const None: Story = {
  args: { seconds: undefined },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.queryByRole('region', { name: storyWords(globals).shell.sessionWarning.regionLabel() }),
    ).toBeNull();
  },
};
