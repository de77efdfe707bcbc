import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyWords } from '../examples/storyWords';
import { useWords } from '../i18n';
import { Spinner, type SpinnerProps } from './Spinner';
import { spinnerSizes } from './Spinner.css';

type Args = Pick<SpinnerProps, 'size' | 'showLabel'>;

function Loading(args: Args) {
  return <Spinner label={useWords().components.loading()} {...args} />;
}

const meta = {
  title: 'Components/Spinner',
  component: Loading,
  args: { size: 'medium', showLabel: false },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('progressbar', { name: storyWords(globals).components.loading() }),
    ).toBeVisible();
  },
} satisfies Meta<typeof Loading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};

export const Small: Story = { args: { size: 'small' } };

export const Large: Story = { args: { size: 'large' } };

export const WithLabel: Story = { args: { showLabel: true } };
