import type { WardWire } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyWords } from '../../examples/storyWords';
import { ChildChoiceView } from './ChildChoiceView';

const eetu: WardWire = {
  personalIdentityCode: '120518A958A',
  firstName: 'Eetu',
  lastName: 'Virtanen',
  age: 8,
  mayActFor: true,
};
const ella: WardWire = {
  personalIdentityCode: '031111A969W',
  firstName: 'Ella',
  lastName: 'Järvinen',
  age: 15,
  mayActFor: false,
};

const meta = {
  title: 'ActingForChild/ChildChoiceView',
  component: ChildChoiceView,
  args: { state: { kind: 'ready', children: [eetu, ella] }, onChoose: fn(), onRetry: fn(), ownHref: '/fi' },
  parameters: { pageShot: true },
} satisfies Meta<typeof ChildChoiceView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The children in one's care, youngest first; Ella (15) logs in alone. Choosing Eetu acts for him. */
export const Default: Story = {
  play: async ({ canvasElement, globals, args, userEvent }) => {
    const LL = storyWords(globals).actingForChild.childChoice;
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1, name: LL.title() });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(canvas.getByText(LL.signsInAlone())).toBeVisible();
    // Ella is named with the reason, and offers nothing to press.
    await expect(canvas.queryByRole('button', { name: 'Ella Järvinen' })).toBeNull();
    await expect(canvas.getByRole('link', { name: LL.ownMatters() })).toHaveAttribute('href', '/fi');
    await userEvent.click(canvas.getByRole('button', { name: 'Eetu Virtanen' }));
    await expect(args.onChoose).toHaveBeenCalledWith('120518A958A');
  },
};

/** The server is asked about Eetu: his button waits and ignores presses. */
export const Choosing: Story = {
  args: { choosing: '120518A958A' },
  play: async ({ canvasElement, globals, args, userEvent }) => {
    const LL = storyWords(globals).actingForChild.childChoice;
    const canvas = within(canvasElement);
    const busy = canvas.getByRole('button', { name: LL.choosing() });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

/** The register is being asked. */
export const Loading: Story = { args: { state: { kind: 'loading' } } };

/** The register names no children under 18 in the person's care. */
export const Empty: Story = {
  args: { state: { kind: 'ready', children: [] } },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).actingForChild.childChoice;
    await expect(within(canvasElement).getByText(LL.empty())).toBeVisible();
  },
};

/** The register did not answer: try again, or go on to one's own matters. */
export const RegisterUnavailable: Story = {
  args: { state: { kind: 'error' } },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).actingForChild.childChoice;
    await expect(within(canvasElement).getByText(LL.loadFailed())).toBeVisible();
  },
};
