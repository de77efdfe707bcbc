import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyWords } from '../../examples/storyWords';
import { NewCustomerView } from './NewCustomerView';

const meta = {
  title: 'Appointments/NewCustomerView',
  component: NewCustomerView,
  args: { bookHref: '/fi/ajanvaraus', customerServicePhone: '0303 0303', onLogOut: fn() },
  parameters: { pageShot: true },
} satisfies Meta<typeof NewCustomerView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Welcome!': book online or call customer service, or log out. */
export const Default: Story = {
  play: async ({ canvasElement, globals, args, userEvent }) => {
    const LL = storyWords(globals).frontPage.newCustomer;
    const canvas = within(canvasElement);
    // The title takes focus in an effect, which a browser may run after the play function starts.
    const title = canvas.getByRole('heading', { level: 1, name: LL.title() });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(canvas.getByRole('link', { name: LL.book() })).toHaveAttribute('href', '/fi/ajanvaraus');
    await expect(canvas.getByRole('link', { name: '0303 0303' })).toHaveAttribute('href', 'tel:03030303');
    await userEvent.click(canvas.getByRole('button', { name: LL.logOut() }));
    await expect(args.onLogOut).toHaveBeenCalled();
  },
};
