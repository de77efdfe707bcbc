import type { BookingBlocker } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { storyWords } from '../../examples/storyWords';
import { BookPanel, type BookPanelProps } from './BookPanel';

type Args = Pick<BookPanelProps, 'confirmation' | 'bindingRequired' | 'blockers' | 'onBook'>;

/** The panel with its boxes working; ticking a box takes away its own reason, as the page's rules do. */
function Panel({ blockers, ...args }: Args) {
  const [confirmed, setConfirmed] = useState(false);
  const [binding, setBinding] = useState(false);
  const shown = blockers.filter(
    (blocker: BookingBlocker) =>
      !(blocker === 'occupationalConfirmationRequired' && confirmed) &&
      !(blocker === 'bindingConfirmationRequired' && binding),
  );
  return (
    <BookPanel
      {...args}
      confirmed={confirmed}
      onConfirmedChange={setConfirmed}
      bindingAccepted={binding}
      onBindingAcceptedChange={setBinding}
      blockers={shown}
    />
  );
}

const meta = {
  title: 'Booking/Reservation/BookPanel',
  component: Panel,
  args: { confirmation: 'none', bindingRequired: false, blockers: [], onBook: fn() },
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything holds: Book books. */
export const Ready: Story = {
  play: async ({ canvasElement, globals, args, userEvent }) => {
    const LL = storyWords(globals).reservation.book;
    await userEvent.click(within(canvasElement).getByRole('button', { name: LL.button() }));
    await expect(args.onBook).toHaveBeenCalledOnce();
  },
};

/** The contact form is open and a field is invalid: Book waits and says why. */
export const DisabledWithReasons: Story = {
  args: { blockers: ['saveUnfinishedChanges', 'invalidContactDetails'] },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.book;
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: LL.button() });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(new RegExp(LL.blockers.saveUnfinishedChanges()));
  },
};

/** 'Reserving...' while the reservation runs. */
export const Reserving: Story = {
  args: { blockers: ['reserving'] },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.book;
    await expect(within(canvasElement).getByRole('button', { name: LL.reserving() })).toBeVisible();
  },
};

/** Within the binding threshold: the box must be ticked. */
export const BindingRequired: Story = {
  args: { bindingRequired: true, blockers: ['bindingConfirmationRequired'] },
  play: async ({ canvasElement, globals, userEvent }) => {
    const LL = storyWords(globals).reservation.book;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: LL.button() })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: LL.binding() }));
    await expect(canvas.getByRole('button', { name: LL.button() })).toBeEnabled();
  },
};

function occupational(confirmation: Args['confirmation']): Story {
  return {
    args: { confirmation, blockers: ['occupationalConfirmationRequired'] },
    play: async ({ canvasElement, globals, userEvent }) => {
      const LL = storyWords(globals).reservation.book;
      const canvas = within(canvasElement);
      if (confirmation === 'none') return;
      await userEvent.click(canvas.getByRole('checkbox', { name: LL.occupational[confirmation]() }));
      await expect(canvas.getByRole('button', { name: LL.button() })).toBeEnabled();
    },
  };
}

/** Occupational: the contract and a doctor's referral (specialist doctors). */
export const OccupationalContractAndDoctorReferral = occupational('contractAndDoctorReferral');
/** Occupational: the contract and a referral (psychologist, physiotherapy). */
export const OccupationalContractAndReferral = occupational('contractAndReferral');
/** Occupational: a referral only (TPSG). */
export const OccupationalReferralOnly = occupational('referralOnly');
/** Occupational: the contract only. */
export const OccupationalContractOnly = occupational('contractOnly');

export const ChildrensBrand: Story = {
  globals: { brand: 'children' },
  args: { bindingRequired: true, blockers: ['bindingConfirmationRequired'] },
};
export const Swedish: Story = { ...DisabledWithReasons, globals: { lang: 'sv' } };
export const English: Story = { ...DisabledWithReasons, globals: { lang: 'en' } };
