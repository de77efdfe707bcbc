import { occupationalBlockOf } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyWords } from '../../examples/storyWords';
import { OccupationalBlockView } from './OccupationalBlockView';

const meta = {
  title: 'Booking/OccupationalBlock',
  component: OccupationalBlockView,
  args: {
    block: { kind: 'unknownError' },
    phone: '0303 0303',
    phoneHref: 'tel:+3583030303',
    privateListHref: '/fi/ajanvaraus/yksityisasiakas',
    chatHref: '/fi/viestit/uusi',
    onReload: fn(),
  },
} satisfies Meta<typeof OccupationalBlockView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The occupational search failed in an unknown way: reload the page to try again. */
export const UnknownError: Story = {
  play: async ({ canvas, globals, args, userEvent }) => {
    const words = storyWords(globals).search.occupational.unknownError;
    await expect(canvas.getByRole('alert')).toHaveTextContent(words.title());
    await userEvent.click(canvas.getByRole('button', { name: words.reload() }));
    await expect(args.onReload).toHaveBeenCalled();
  },
};

/** No occupational agreement: ask HR, or book as a private customer. */
export const NoOccupationalHealthcare: Story = {
  args: { block: occupationalBlockOf('noOccupationalHealthcare', [], null) },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).search.occupational.noOccupationalHealthcare;
    await expect(canvas.getByText(words.title())).toBeVisible();
    await expect(canvas.getByRole('link', { name: words.privateLink() })).toHaveAttribute(
      'href',
      '/fi/ajanvaraus/yksityisasiakas',
    );
  },
};

/** The agreement has no online booking and no lift-up products: the customer service phone. */
export const NoWebReservation: Story = {
  args: { block: occupationalBlockOf('webReservationNotAllowed', [], null) },
  globals: { lang: 'en' },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).search.occupational.noWebReservation;
    await expect(canvas.getByText(words.text({ phone: '0303 0303' }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: words.call({ phone: '0303 0303' }) })).toHaveAttribute(
      'href',
      'tel:+3583030303',
    );
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/** The agreement's chat and phone service products: both lift-ups. */
export const NoWebReservationWithLiftUps: Story = {
  args: { block: occupationalBlockOf('webReservationNotAllowed', ['chat', 'phone-service'], 'default') },
  globals: { viewport: { value: 'large' } },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).search.occupational.noWebReservation;
    await expect(canvas.getByRole('heading', { name: words.chat.title() })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: words.phone.title() })).toBeVisible();
    await expect(canvas.getByRole('link', { name: words.chat.action() })).toHaveAttribute(
      'href',
      '/fi/viestit/uusi',
    );
  },
};

/** Inside in-app booking the chat lift-up is left out; the phone stays. */
export const NoWebReservationInApp: Story = {
  args: { block: occupationalBlockOf('webReservationNotAllowed', ['chat', 'phone-service'], 'inAppBooking') },
  globals: { lang: 'sv' },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).search.occupational.noWebReservation;
    await expect(canvas.queryByRole('heading', { name: words.chat.title() })).toBeNull();
    await expect(canvas.getByRole('heading', { name: words.phone.title() })).toBeVisible();
  },
};
