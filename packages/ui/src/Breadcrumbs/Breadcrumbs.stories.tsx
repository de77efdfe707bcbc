import { buildPath } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyWords } from '../examples/storyWords';
import { useLang, useWords } from '../i18n';
import { Breadcrumbs } from './Breadcrumbs';

interface Args {
  /** How deep the current page is: 1 is the front page alone. */
  depth: 1 | 2 | 3;
}

/** The path of the private customer's appointment list (booking.md §2), addresses from the route table. */
function BookingPath({ depth }: Args) {
  const words = useWords().components;
  const lang = useLang();
  const path = [
    { label: words.examples.home(), href: buildPath('front', lang) },
    { label: words.examples.booking(), href: buildPath('visitTypeLanding', lang) },
    { label: words.examples.privateCustomer(), href: buildPath('privateList', lang) },
  ].slice(0, depth);
  return <Breadcrumbs label={words.breadcrumbs.label()} items={path} />;
}

const meta = {
  title: 'Components/Breadcrumbs',
  component: BookingPath,
  args: { depth: 3 },
  argTypes: { depth: { control: 'inline-radio', options: [1, 2, 3] } },
} satisfies Meta<typeof BookingPath>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeLevels: Story = {
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).components;
    await expect(canvas.getByRole('navigation', { name: words.breadcrumbs.label() })).toBeVisible();
    // The items are a react-aria collection, which a production build fills in a second pass.
    await expect(await canvas.findByText(words.examples.privateCustomer())).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const TwoLevels: Story = { args: { depth: 2 } };

export const FrontPageOnly: Story = { args: { depth: 1 } };

/** The links take focus one after the other; the current page does not. */
export const Focused: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const words = storyWords(globals).components.examples;
    await canvas.findByRole('link', { name: words.home() });
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: words.booking() })).toHaveFocus();
  },
};

export const SmallScreen: Story = { globals: { viewport: { value: 'small' } } };
