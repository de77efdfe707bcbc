import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyWords } from '../examples/storyWords';
import { useWords } from '../i18n';
import { Skeleton, type SkeletonProps } from './Skeleton';
import { skeletonShapes } from './Skeleton.css';

type Args = Pick<SkeletonProps, 'shape' | 'count'>;

function LoadingList(args: Args) {
  return <Skeleton label={useWords().components.loading()} {...args} />;
}

const meta = {
  title: 'Components/Skeleton',
  component: LoadingList,
  args: { shape: 'rows' },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(storyWords(globals).components.loading());
  },
} satisfies Meta<typeof LoadingList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five lines of text loading. */
export const Rows: Story = {};

/** Three cards of a list loading, e.g. the appointment list. */
export const Blocks: Story = { args: { shape: 'blocks' } };

export const SmallScreen: Story = { args: { shape: 'blocks' }, globals: { viewport: { value: 'small' } } };
